import { whenIdle } from '../../browser/whenIdle';

/**
 * Starts measuring this visit's Core Web Vitals (docs/PRODUCT.md, "Measuring real visits") under
 * the page table's name of the page first opened (null for an address no page has). The measuring
 * code (web-vitals, the reporter and which pages are measured) is a chunk of its own, fetched once
 * the page has loaded and the browser is idle, so the first visit's scripts carry only this;
 * web-vitals reads the load's figures from the browser's buffered entries, so starting late loses none.
 */
export function startVitals(pageName: string | null): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  // An optional part: if its code cannot be fetched (offline, a new build), the visit goes unmeasured.
  const start = () =>
    whenIdle(() => {
      import('./reportVitals').then((module) => module.reportVitals(pageName)).catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
