// @ts-check
/**
 * The globals a zone's code may use, by where it runs (its `runtime` in zones.js): the rest of
 * the browser's, the service worker's and Node's globals are refused by `no-restricted-globals`
 * (also as `globalThis.x`, `self.x`, `window.x`). TypeScript's libs cannot say this alone: the
 * app's tsconfig gives all of src the DOM, though src/domain and src/contract also run in the
 * worker and the server, and src/offline in the worker.
 */
import globals from 'globals';

import { zonePaths } from './zonePaths.js';

/** @typedef {import('./zoneTypes.js').Runtime} Runtime */
/** @typedef {import('./zoneTypes.js').Zone} Zone */

const names = (/** @type {Record<string, unknown>} */ set) => new Set(Object.keys(set));
const both = (/** @type {Set<string>} */ a, /** @type {Set<string>} */ b) => new Set([...a].filter((name) => b.has(name)));

const page = names(globals.browser);
const worker = names(globals.serviceworker);
const server = names(globals.node);
/** The language's own (Array, Promise, Intl ...) are everywhere. */
const language = names(globals.builtin);

/** @type {Record<Runtime, { where: string, may: Set<string> | null }>} `may: null`: any global. */
const RUNTIMES = {
  shared: { where: 'the page, the service worker and the server', may: both(both(page, worker), server) },
  'page+worker': { where: 'the page and the service worker', may: both(page, worker) },
  page: { where: 'the page', may: page },
  worker: { where: 'the service worker', may: worker },
  server: { where: 'the server (Node)', may: server },
  tooling: { where: 'tests and tools', may: null },
};

const everyGlobal = [...new Set([...page, ...worker, ...server])].filter((name) => !language.has(name)).sort();

/**
 * The options of `no-restricted-globals` for code running in `runtime`, or null when it may use any global.
 * @param {Runtime} runtime
 * @param {string} zoneName
 */
function restrictedGlobals(runtime, zoneName) {
  const { where, may } = RUNTIMES[runtime];
  if (may === null) return null;
  return {
    checkGlobalObject: true,
    globals: everyGlobal
      .filter((name) => !may.has(name))
      .map((name) => ({
        name,
        message: `${zoneName} runs in ${where}, and not all of them have it (eslint/runtimeGlobals.js).`,
      })),
  };
}

/**
 * One config block per zone whose runtime limits its globals, in the order of its paths' depth,
 * so that a nested zone's block comes after, and overrides, its parent folder's.
 * @param {readonly Zone[]} zones
 * @returns {import('eslint').Linter.Config[]}
 */
export function zoneGlobalsConfig(zones) {
  return zones
    .flatMap((zone) => {
      const options = restrictedGlobals(zone.runtime, zone.name);
      if (options === null) return [];
      const files = zonePaths(zone).map((path) => (/\.[cm]?[jt]sx?$/.test(path) ? path : `${path}/**`));
      const depth = Math.max(...zonePaths(zone).map((path) => path.split('/').length));
      /** @type {import('eslint').Linter.RuleEntry} */
      const rule = ['error', options];
      return [{ depth, block: { files, rules: { 'no-restricted-globals': rule } } }];
    })
    .sort((a, b) => a.depth - b.depth)
    .map(({ block }) => block);
}
