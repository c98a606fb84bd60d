// @ts-check
/**
 * The shape of a zone of the import-zones table (zones.js, serverZones.js), in one place.
 *
 * @typedef {'shared' | 'page+worker' | 'page' | 'worker' | 'server' | 'tooling'} Runtime
 *   Where a zone's code runs, which decides the globals it may use (runtimeGlobals.js):
 *   shared = page, service worker and server; tooling = tests, benchmarks, scripts, config (any).
 *
 * @typedef {object} Zone
 * @property {string} name How other zones name it in `may`; also its path when `paths` is absent.
 * @property {string[]} [paths] The folders or files it holds, from the project's root. A `*` stands for
 *   any one folder: each folder it matches is a zone of its own (no two may import each other).
 * @property {string[]} may The zones whose files it may import (its own are always allowed).
 * @property {string[]} packages The packages it may import: a name (`zod`, which covers `zod/mini`),
 *   a prefix ending in `*` (`@mantine/*`, `node:*`), or `*` for any package.
 * @property {Runtime} runtime
 * @property {string} why What the arrows protect, said in the message of a refused import.
 * @property {string} [apart] For a `*` zone: why one of its folders may not import another.
 */
export {};
