import { type Browser, type BrowserContext, chromium, type LaunchOptions, type Page } from 'playwright-core';

import { openedForThisBlock } from '../../server/support/lifecycle';
import { assertChromiumInstalled, CHROMIUM_ARGS } from './chromium';
import { pinnedFontEnvironment } from './pinnedFonts';

type PersistentOptions = Parameters<typeof chromium.launchPersistentContext>[1];

/**
 * Headless Debian Chromium with the pinned test fonts (pinnedFonts.ts). Launch one per test file (beforeAll) and close it in afterAll; give
 * each test its own `browser.newContext()` so storage and service workers do not leak between tests.
 * Contexts from it are incognito: use launchPersistent() for installability checks.
 */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    ...options,
    executablePath: assertChromiumInstalled(),
    env: pinnedFontEnvironment(),
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/**
 * The one browser of a test file: launched before its tests, closed after them (the same
 * lifecycle the server tests use). Call it once at the top of the file; the returned object is that
 * browser from the first test on, so tests write `browser.newContext()` as usual.
 */
export function browserForThisFile(options: LaunchOptions = {}): Browser {
  return openedForThisBlock(
    'browserForThisFile()',
    () => launchBrowser(options),
    (browser) => browser.close(),
  );
}

/**
 * A non-incognito browser profile kept in `userDataDir` (make it with mkdtemp, remove it after).
 * Needed where Chromium refuses incognito: installability (`Page.getInstallabilityErrors`) and
 * anything that must survive closing the context. Close the returned context to stop the browser.
 */
export function launchPersistent(userDataDir: string, options: PersistentOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: assertChromiumInstalled(),
    env: pinnedFontEnvironment(),
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/**
 * Runs `run` on a page of a fresh context (its own storage, service worker and offline state) with
 * a viewport `width` px wide, and closes the context afterwards, also when `run` fails.
 */
export async function withPage(
  browser: Browser,
  width: number,
  run: (page: Page, context: BrowserContext) => Promise<void>,
  { height = 900 }: { height?: number } = {},
): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}
