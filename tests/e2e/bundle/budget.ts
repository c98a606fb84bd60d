/**
 * The most JavaScript (brotli bytes) a first visit to any route may load: 120 KB (docs/PERFORMANCE.md,
 * first visit on a phone). React, react-dom, React Router (declarative), TanStack Query and
 * Mantine's core alone come to about 90 KiB here, every page's shared code (one chunk,
 * vite.config.ts) to about 104 KiB; the largest first pages are at about 117 KiB (docs/PERFORMANCE.md,
 * "Bytes"). What is not needed for the first screen loads when needed: the forms, modals, notices,
 * zod, the outbox, the dropdowns, workbox-window, the saved jobs' and the share button's logic, the
 * network lab, the keyword search, the footer and the parts of a page below its first screen
 * (src/components/deferredPart.tsx); grids and columns are stylesheets (ResponsiveGrid, Columns.module.css).
 */
export const FIRST_PAGE_JS_BUDGET_BYTES = 120_000;
