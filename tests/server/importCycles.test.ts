import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * No import cycles in the code (docs/ARCHITECTURE.md): the lint rule checks each arrow, this checks
 * the whole graph. It lives with the Node tests because it reads the source tree. Static value
 * imports count; `import type` (erased) and dynamic import() (lazy routes, loaded later) do not.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'sw', 'server'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names: as written, with an extension, or a folder's index. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  return candidates.find(isFile) ?? null;
}

const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Each file's static value imports among our own files. */
export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...read(file).matchAll(IMPORT)]
      .map((m) => resolveSpecifier(file, m[1] ?? ''))
      .filter((t): t is string => t !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph, each as the list of its files (depth-first search, one report per back edge). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle and its files, and none in a chain', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads value imports and export-froms, not type imports', () => {
    const file = join(ROOT, 'src/domain/textMatch.ts');
    const code =
      "import type { JobSummary } from './entities';\nimport { filterJobs } from './jobFilters';\nexport { routes } from './routes';\n";
    const targets = importGraph([file], () => code)
      .get(file)
      ?.map((t) => relative(ROOT, t));
    expect(targets).toEqual(['src/domain/jobFilters.ts', 'src/domain/routes.ts']);
  });

  it('src, sw and server have none', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const cycles = findCycles(importGraph(files, (file) => readFileSync(file, 'utf8')));
    expect(cycles.map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' -> '))).toEqual([]);
  });
});
