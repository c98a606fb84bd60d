import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { waitForHydrated } from './harness';
import { compareWithBaseline } from './visual-baseline';
import { unstyledMantineClasses } from './visual-stylesheets';

/** Steps of the visual check (tests/e2e/visual.test.ts): a steady screen, its stylesheets, its baseline. */

/** A phone and a desktop. */
export const WIDTHS = [390, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/**
 * Long pages are cut at this height: enough to show their layout (a phone's is long and narrow),
 * and the baselines stay a few MB in all.
 */
const MAX_HEIGHT: Record<Width, number> = { 390: 1600, 1280: 1000 };

/** Nothing moves while a screenshot is taken: no transitions, animations or blinking caret. */
const STILL_CSS = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * A context of its own per screen: a fixed viewport at one device pixel per CSS pixel, light
 * scheme, reduced motion, India's time zone and language. No service worker unless asked for: it
 * is not what these screens are about, and it keeps their requests plain.
 */
export function newScreenContext(
  browser: Browser,
  width: Width,
  { serviceWorkers = 'block' }: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers,
  });
}

/** Opens a server-rendered page and waits until its content is React's and its requests are done. */
export async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await waitForHydrated(page, 'main h1');
  await page.waitForLoadState('networkidle');
}

/** Every image loaded (lazy ones too: a full-page screenshot shows them) and every font ready. */
async function loadImagesAndFonts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Screenshots until two in a row are the same: whatever was still settling (a dialog's entrance,
 * a late layout) has settled. Fails if the screen never holds still.
 */
async function steadyScreenshot(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<Buffer> {
  let previous = await page.screenshot(options);
  for (let attempt = 0; attempt < 10; attempt++) {
    const next = await page.screenshot(options);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the screen kept changing between screenshots');
}

function viewportWidth(page: Page): Width {
  const width = page.viewportSize()?.width;
  const known = WIDTHS.find((each) => each === width);
  if (known === undefined) throw new Error(`a screen ${width ?? 'of unknown width'} px wide: open it with newScreenContext`);
  return known;
}

export interface LookOptions {
  /** The whole page (cut at MAX_HEIGHT) rather than the viewport; a dialog is seen in the viewport. */
  fullPage?: boolean;
  /** Parts that change from run to run ("saved just now"): painted over in one colour. */
  mask?: Locator[];
}

/**
 * Looks at the screen as it is now: every Mantine component on it has its stylesheet loaded, and
 * it looks like its baseline `name`-`width`.png. Both are soft expectations, so one run reports
 * every screen that differs.
 */
export async function look(page: Page, name: string, { fullPage = true, mask = [] }: LookOptions = {}): Promise<void> {
  await page.addStyleTag({ content: STILL_CSS });
  await loadImagesAndFonts(page);
  const file = `${name}-${viewportWidth(page)}`;

  // The header's saved-jobs count is masked, and a mask covers the element's box, which is a line
  // while the count is empty and a pill once the saved jobs' code has filled it in: wait for that.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-device-count]')).every((count) => count.textContent !== ''),
  );
  const unstyled = await unstyledMantineClasses(page);
  expect.soft(unstyled, `${file}: Mantine classes that no loaded stylesheet styles`).toEqual([]);

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = viewportWidth(page);
  const png = await steadyScreenshot(page, {
    fullPage,
    clip: fullPage ? { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT[width]) } : undefined,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    // The header's saved-jobs count is this device's state, filled in after hydration: never part of the look.
    mask: [...mask, page.locator('[data-device-count]')],
    maskColor: '#ff00ff',
  });
  const result = compareWithBaseline(file, png);
  if (result.kind === 'written') {
    console.log(`visual baseline ${result.why === 'missing' ? 'was missing, written' : 'updated'}: ${result.file}`);
  } else if (result.kind === 'different') {
    expect.soft(result.kind, result.message).toBe('same');
  }
}
