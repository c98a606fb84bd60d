import { chromium, type Browser, type BrowserContext, type LaunchOptions } from 'playwright-core';
import { CHROMIUM_ARGS, assertChromiumInstalled } from './chromium';

type PersistentOptions = Parameters<typeof chromium.launchPersistentContext>[1];

/**
 * Headless Debian Chromium. Launch one per test file (beforeAll) and close it in afterAll; give
 * each test its own `browser.newContext()` so storage and service workers do not leak between tests.
 * Contexts from it are incognito: use launchPersistent() for installability checks.
 */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    ...options,
    executablePath: assertChromiumInstalled(),
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
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
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
