import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';

import { API_BASE_URL } from '../../config/apiBase';
import { templateOfPage, VITALS_PATH } from '../../contract/vitals';
import type { VitalsBeacon } from '../../contract/vitalsBeacon';
import type { VitalMetric } from '../../domain/vitals';

/**
 * Measures this visit with web-vitals under the template of `pageName` (the page table's name;
 * null for the not-found page; a page not measured, the staff console, returns at once), and
 * sends what it measured in one beacon when the page is hidden (a switch to another tab or app,
 * the page closed or left: the last moment a phone is sure to give). web-vitals reports each
 * metric when it is final, which for CLS and INP is that same moment: its listener runs first (it
 * listens on window, in the capture phase), so the beacon, sent from the document's listener,
 * carries them. A metric is sent once per visit: a page shown again and hidden again sends only
 * what had not been sent. It imports nothing the staff console's code imports as well, so it
 * stays one request.
 */
export function reportVitals(pageName: string | null): void {
  const template = templateOfPage(pageName);
  if (template === null) return;
  const measured = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  const keep = (name: VitalMetric) => (metric: Metric) => {
    if (!sent.has(name)) measured.set(name, metric.value);
  };
  onLCP(keep('LCP'));
  onINP(keep('INP'));
  onCLS(keep('CLS'));
  onTTFB(keep('TTFB'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const fresh = [...measured].filter(([name]) => !sent.has(name));
    if (fresh.length === 0) return;
    const beacon: VitalsBeacon = { template, metrics: Object.fromEntries(fresh) };
    // A string is sent as text/plain: no CORS preflight, whatever the API's origin (server/routes/vitals.ts).
    if (navigator.sendBeacon(`${API_BASE_URL}${VITALS_PATH}`, JSON.stringify(beacon))) for (const [name] of fresh) sent.add(name);
  });
}
