/**
 * The most JavaScript (brotli bytes) a first visit to any route loads before its first screen: 132 KB
 * (docs/PERFORMANCE.md, first visit on a phone). React, react-dom, React Router (declarative),
 * TanStack Query and Mantine's core alone come to about 90 KiB here; the entry with the app's own
 * start to about 102 KiB, the code the pages share (`shared`, scripts/chunkGroups.ts) to 19 KiB
 * more, and a page's own chunk to 0.3-3.5 KiB: 122-126 KiB in 4 or 5 files. Fewer, coarser chunks
 * cost some 13 KiB over one chunk per module set and save some 55 requests (docs/decisions/0014).
 * What is not needed for the first screen loads after it: the idle parts (`parts`: the outbox's
 * delivery, the notices, workbox-window, the vitals reporter) in one request, and what a tap opens
 * (`taps`: the forms, modals, zod, the dropdowns, the share button's logic) in one more.
 */
export const FIRST_PAGE_JS_BUDGET_BYTES = 132_000;
