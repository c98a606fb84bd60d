/** Loads a module script by its URL: `import()` in the boot script, a stand-in in tests. */
export type ModuleLoader = (url: string) => Promise<unknown>;

/**
 * Imports `urls` (the app's scripts, the entry last) one after another: each once the one before
 * has run, and in a task of its own. Before any of a module script runs, the browser links it with
 * all its static imports in one task, at a cost that grows with their size (under DevTools, as in
 * Lighthouse's runs, mostly its debugger's and its trace's work on each script's source: some 7 ms
 * of a fast machine's CPU for the 400 KB of the entry with React). Imported first on its own,
 * React's chunk (vite.config.ts) is linked in a task of its own, and the entry's finds it done.
 * Only the linking waits: the caller preloads every script at once, so no fetch waits for another.
 * A script that fails to load stops the chain, its error left to reach the console; the page stays
 * as the server drew it, its links working.
 */
export function importInTurn(urls: readonly string[], load: ModuleLoader): void {
  const [first, ...rest] = urls;
  if (first === undefined) return;
  void load(first).then(() => {
    if (rest.length > 0) setTimeout(() => importInTurn(rest, load), 0);
  });
}
