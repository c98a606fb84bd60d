import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from 'vitest';

import { browserForThisFile, launchPersistent, siteForThisFile } from './harness';

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: string;
}

test('Chromium finds the app installable, with a complete manifest', async () => {
  // Incognito contexts always answer "in-incognito": a real profile is needed (docs/TESTING.md).
  const profile = await mkdtemp(join(tmpdir(), 'sr-jobs-install-'));
  const context = await launchPersistent(profile, { args: ['--bypass-app-banner-engagement-checks'] });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    // The browser offered installation: the header shows the Install button.
    await page.getByRole('button', { name: 'Install app' }).waitFor({ timeout: 15_000 });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }

  const response = await fetch(`${baseURL}/manifest.webmanifest`);
  expect(response.status).toBe(200);
  const manifest = (await response.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Sr Technologies Jobs',
    short_name: 'SR Jobs',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c5fb8',
    background_color: '#ffffff',
  });
  expect(String(manifest.description)).not.toBe('');
  const shortcuts = manifest.shortcuts as { name: string; url: string }[];
  expect(shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: 'Find Jobs', url: '/find-jobs' },
    { name: 'Employers', url: '/employers-list' },
  ]);

  // Every image is a real PNG of the size the manifest claims.
  const icons = manifest.icons as ManifestImage[];
  const screenshots = manifest.screenshots as ManifestImage[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const image of [...icons, ...screenshots]) {
    const file = await fetch(`${baseURL}${image.src}`);
    expect(file.status, image.src).toBe(200);
    expect(file.headers.get('content-type'), image.src).toBe('image/png');
    expect(pngSize(Buffer.from(await file.arrayBuffer())), image.src).toBe(image.sizes);
  }
});

test('on an iPhone browser tab the install button shows how to add the app to the home screen', async () => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.getByText('Tap Share, then Add to Home Screen.').waitFor();
  } finally {
    await context.close();
  }
});
