/**
 * Between a server-rendered page's boot script (boot.ts), the page's HTML (ssr/deferAppScript.ts)
 * and the app (start.tsx). Plain strings: both bundles inline them.
 */

/** Marks the boot script's tag in index.html (added by vite.config.ts). */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-boot';

/**
 * Dispatched on `document` by the app as it takes the hydrated page over, part by part: a
 * CustomEvent whose detail is the element still to be hydrated, then null once the page is whole
 * (what a ReleaseTaps in earlyTaps.ts is told).
 */
export const PAGE_SHOWN_EVENT = 'srjobs:page-shown';
