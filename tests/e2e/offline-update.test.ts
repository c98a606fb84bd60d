import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';

import { browserForThisFile, startServer } from './harness';
import { openControlled } from './offline-support';

const browser = browserForThisFile();

/** Asks the controlling worker for its version (only the changed build's worker answers). */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data);
        controller.postMessage('test-version?', [channel.port2]);
        setTimeout(() => resolve('first'), 1_000);
      }),
  );
}

test('a new version is announced, waits while the user works, and takes over only on "Reload"', async () => {
  // A copy of the build whose sw.js is changed after the first visit: a new version of the app.
  const distDir = await mkdtemp(join(tmpdir(), 'sr-jobs-update-'));
  await cp(inject('distDir'), distDir, { recursive: true });
  const server = await startServer({ distDir, forwardStderr: false });
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${server.baseURL}/about-us`);
    expect(await workerVersion(page)).toBe('first');

    await appendFile(
      join(distDir, 'sw.js'),
      `\nself.addEventListener('message', (e) => { if (e.data === 'test-version?') e.ports[0].postMessage('second'); });\n`,
    );
    await server.stop(); // the server keeps its files in memory: restart it to serve the new sw.js
    await server.start();

    // The user is half-way through a form when the update arrives.
    await page.getByRole('button', { name: 'Start Recruiting Now' }).click();
    const form = page.getByRole('dialog', { name: 'Start Recruiting Now' });
    await form.getByLabel('Job Title').fill('Warehouse Supervisor');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });

    const notice = page.getByRole('status').filter({ hasText: 'New version available' });
    await notice.waitFor({ timeout: 30_000 });
    // Nothing was forced: same page, the form keeps what was typed, the old worker still serves.
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await form.getByLabel('Job Title').inputValue()).toBe('Warehouse Supervisor');
    expect(await workerVersion(page)).toBe('first');

    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'hidden' });
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
    expect(await workerVersion(page)).toBe('second');
    await expect(page.getByText('New version available').count()).resolves.toBe(0);
  } finally {
    await context.close();
    await server.dispose();
    await rm(distDir, { recursive: true, force: true });
  }
}, 120_000);
