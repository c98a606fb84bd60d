/**
 * The entry's first import. Evaluating the whole entry chunk (React's DOM renderer, then Mantine,
 * the router, TanStack Query and the app) on a cold load is one task of some 25 ms of CPU on a fast
 * machine, four times that on a phone: the one long task left after a server-rendered page's first
 * paint (docs/PERFORMANCE.md, "The entry in two tasks"). The bundler keeps the entry's modules in
 * import order in one chunk, so this module's top-level await ends the first task after React and
 * React DOM and lets the browser answer a tap before the rest of the chunk is evaluated in another.
 * One chunk still, so no extra request and no first-page bytes; the price is Rolldown's runtime
 * helpers in a chunk of their own (written as a second script tag: src/app/ssr/deferAppScript.ts).
 */
import 'react';
import 'react-dom/client';

await new Promise<void>((resolve) => setTimeout(resolve, 0));
