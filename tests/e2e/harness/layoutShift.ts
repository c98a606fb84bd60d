import type { BrowserContext, Page } from 'playwright-core';

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
interface ShiftLog {
  total: number;
  add(entries: PerformanceEntryList): void;
  observer: PerformanceObserver;
}

/**
 * Sums the layout shifts of every page this context opens from their first layout (the CLS a
 * user would see), leaving out those right after an input, as CLS does.
 */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log = {
      total: 0,
      add(entries: PerformanceEntryList) {
        for (const entry of entries as ShiftEntry[]) if (!entry.hadRecentInput) log.total += entry.value;
      },
    } as ShiftLog;
    log.observer = new PerformanceObserver((list) => log.add(list.getEntries()));
    log.observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts: ShiftLog }).layoutShifts = log;
  });
}

/**
 * The page's layout shift so far: after two frames, so that what the page last changed has been
 * laid out, with the entries the observer has queued but not yet handed over.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const log = (window as unknown as { layoutShifts: ShiftLog }).layoutShifts;
    log.add(log.observer.takeRecords());
    return log.total;
  });
}
