/**
 * A setup file of the e2e project (vitest.config.ts): every `fetch` a test file makes opens a
 * connection of its own instead of reusing an idle one. The server closes a connection idle for
 * 5 s (server/start.ts); a test process busy for that long (two files side by side on two loaded
 * cores, a test compressing the build's chunks) sent its next request on a connection the server
 * was closing at that moment, and the request failed with "other side closed" (bundleBudget, 3
 * of 12 in one run). A fresh connection to 127.0.0.1 costs nothing worth keeping that race for.
 *
 * Node's fetch keeps its connection pool (an undici Agent) under this global symbol, which undici
 * documents as the way to replace it; `pipelining: 0` is undici's setting for "no keep-alive".
 * The pool is created by the first fetch, hence the request for a `data:` URL (no network).
 */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

type AgentClass = new (options: { pipelining: number }) => object;

await (await fetch('data:,')).arrayBuffer();
const holder = globalThis as unknown as Record<symbol, object | undefined>;
const pool = holder[GLOBAL_DISPATCHER];
if (!pool) throw new Error(`Node's fetch keeps no connection pool under ${String(GLOBAL_DISPATCHER)}: check this Node version`);
holder[GLOBAL_DISPATCHER] = new (pool.constructor as AgentClass)({ pipelining: 0 });
