import type { Page } from 'playwright-core';

/**
 * Waits until React has taken over the element `selector` finds (its props are on it). A
 * server-rendered page shows its content before its app has loaded (the boot script fetches it
 * after the first paint), so a test that changes the browser's state (goes offline, say) must wait
 * for this first, as the app is what reacts.
 */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 30_000 },
  );
}
