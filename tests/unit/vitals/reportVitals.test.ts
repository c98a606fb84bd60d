import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

import { VITALS_PATH } from '../../../src/contract/vitals';

type Report = (metric: Metric) => void;
const reporters = new Map<string, Report>();
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => reporters.set('LCP', report),
  onINP: (report: Report) => reporters.set('INP', report),
  onCLS: (report: Report) => reporters.set('CLS', report),
  onTTFB: (report: Report) => reporters.set('TTFB', report),
}));

const { reportVitals } = await import('../../../src/features/vitals/reportVitals');

function measure(name: string, value: number): void {
  reporters.get(name)?.({ name, value } as Metric);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the vitals reporter', () => {
  const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  beforeEach(() => {
    reporters.clear();
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  });
  afterEach(() => setVisibility('visible'));

  it('sends what was measured in one beacon when the page is hidden, each metric once per visit', () => {
    reportVitals('jobDetails');
    measure('TTFB', 320);
    measure('LCP', 1500);
    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    measure('CLS', 0.01);
    measure('INP', 96);
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(VITALS_PATH);
    expect(JSON.parse(body ?? '')).toEqual({ template: 'jobDetails', metrics: { LCP: 1500, INP: 96, CLS: 0.01, TTFB: 320 } });

    // Shown again, then hidden: web-vitals reports a changed CLS again; it was sent, so it is not sent twice.
    setVisibility('visible');
    measure('CLS', 0.2);
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('measures no page outside the templates (the staff console), and the not-found page as such', () => {
    reportVitals('staff');
    expect(reporters.size).toBe(0);
    reportVitals(null);
    measure('TTFB', 200);
    setVisibility('hidden');
    expect(sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as unknown)).toEqual([
      { template: 'notFound', metrics: { TTFB: 200 } },
    ]);
  });

  it('sends nothing when nothing was measured, and tries again when the browser refused the beacon', () => {
    reportVitals('home');
    setVisibility('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
    setVisibility('visible');
    measure('LCP', 900);
    sendBeacon.mockReturnValueOnce(false);
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as unknown)).toEqual([
      { template: 'home', metrics: { LCP: 900 } },
      { template: 'home', metrics: { LCP: 900 } },
    ]);
  });
});
