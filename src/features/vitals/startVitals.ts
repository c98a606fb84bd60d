import { whenIdle } from '../../components/whenIdle';
import { templateOfPage } from '../../contract/vitals';

/**
 * Starts measuring this visit's Core Web Vitals (docs/PRODUCT.md, "Measuring real visits") under
 * its page's template: the page table's name of the page first opened, or null for an address no
 * page has. The measuring code (web-vitals and the reporter) is a chunk of its own, fetched once the
 * page has loaded and the browser is idle, so the first visit's scripts stay as they are; web-vitals
 * reads the load's figures from the browser's buffered entries, so starting late loses none.
 */
export function startVitals(pageName: string | null): void {
  const template = templateOfPage(pageName);
  if (template === null || typeof navigator.sendBeacon !== 'function') return;
  // An optional part: if its code cannot be fetched (offline, a new build), the visit goes unmeasured.
  const start = () =>
    whenIdle(() => {
      import('./reportVitals').then((module) => module.reportVitals(template)).catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
