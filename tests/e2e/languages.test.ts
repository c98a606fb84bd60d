import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { browserForThisFile, checkAccessibility, formatViolations, siteForThisFile, waitForHydrated, withPage } from './harness';

/**
 * The site in Tamil and Hindi beside English (docs/LANGUAGES.md): each language at its own address
 * (/ta/..., /hi/...), rendered by the server in it, with hreflang alternates; the header's switcher;
 * the choice remembered on the device and honoured by the server for a plain address.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

const navTexts = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

describe('a language has its own address', () => {
  test('the server renders /ta/find-jobs in Tamil: <html lang>, title, navigation, and alternates for every language', async () => {
    const res = await fetch(`${baseURL}/ta/find-jobs`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="ta"/);
    expect(html).toContain('<title>வேலை தேடுங்கள் | Sr Technologies Jobs</title>');
    // What a link preview shows is in the page's language too.
    expect(html).toContain('<meta property="og:title" content="வேலை தேடுங்கள் | Sr Technologies Jobs" />');
    expect(html).toMatch(/<meta property="og:description" content="[^"A-Za-z]*வேலை[^"A-Za-z]*" \/>/);
    expect(html).toContain('வேலை தேடுங்கள்');
    // The page's texts are files of their own, preloaded from the head and kept for good.
    const files = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(files).toEqual([
      expect.stringMatching(/^\/assets\/texts-ta-shell-/),
      expect.stringMatching(/^\/assets\/texts-ta-jobs-/),
    ]);
    const shell = await fetch(`${baseURL}${files[0]}`);
    expect(shell.headers.get('content-type')).toMatch(/application\/json/);
    expect(shell.headers.get('cache-control')).toMatch(/immutable/);
    // Compiled, as Lingui's production build reads it.
    expect(((await shell.json()) as Record<string, unknown>)['nav.findJobs']).toEqual(['வேலை தேடுங்கள்']);
    for (const [language, href] of [
      ['en', `${baseURL}/find-jobs`],
      ['ta', `${baseURL}/ta/find-jobs`],
      ['hi', `${baseURL}/hi/find-jobs`],
      ['x-default', `${baseURL}/find-jobs`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${href}" />`);
    }
  });

  test('a job page in Hindi links its canonical address in Hindi, and its links stay in Hindi', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/hi/showjobdetails?id=1&from=share`);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${baseURL}/hi/showjobdetails?id=1`);
      const findJobs = page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'नौकरी खोजें' });
      expect(await findJobs.getAttribute('href')).toBe('/hi/find-jobs');
      await waitForHydrated(page, 'header a');
      await findJobs.click();
      await page.waitForURL(`${baseURL}/hi/find-jobs`);
      // The tab's title follows the page in the page's language (set once the page has drawn).
      await page.waitForFunction(() => document.title === 'नौकरी खोजें | Sr Technologies Jobs');
    });
  });

  test('hydrating a server-rendered page leaves <html lang> as the server wrote it', async () => {
    await withPage(browser, 412, async (page) => {
      // Writing the attribute, even the same value, has the browser match :lang() again on every
      // element: a whole page's style recalculation in the app's start, blocking time on a phone.
      await page.addInitScript(() => {
        const writes: string[] = [];
        Object.assign(window, { __langWrites: writes });
        new MutationObserver((records) => {
          for (const record of records) writes.push(String(record.oldValue));
        }).observe(document, { attributes: true, attributeFilter: ['lang'], attributeOldValue: true, subtree: true });
      });
      for (const path of ['/ta/showjobdetails?id=1', '/home']) {
        await page.goto(`${baseURL}${path}`);
        await waitForHydrated(page, 'header a');
        expect(await page.evaluate(() => (window as unknown as { __langWrites: string[] }).__langWrites)).toEqual([]);
      }
    });
  });

  test('English keeps the plain addresses and its texts', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/about-us`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await navTexts(page)).toEqual(['Home', 'Find Jobs', 'About Us', 'Employers', 'Blog', 'Contact']);
    });
  });
});

describe("the header's language switcher", () => {
  test('names each language in its own script, opens by keyboard, switches, and the choice is remembered', async () => {
    await withPage(browser, 390, async (page, context) => {
      await page.goto(`${baseURL}/find-jobs`);
      await waitForHydrated(page, 'header a');
      const toggle = page.locator('header summary');
      expect(await toggle.getAttribute('aria-label')).toBe('Language: English');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const tamil = page.getByRole('link', { name: 'தமிழ்' });
      await tamil.waitFor();
      expect(await page.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/find-jobs');
      expect(await tamil.getAttribute('lang')).toBe('ta');
      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      // Escape closes it again.
      await page.keyboard.press('Escape');
      await tamil.waitFor({ state: 'hidden' });

      await page.keyboard.press('Enter');
      await tamil.click();
      await page.waitForURL(`${baseURL}/ta/find-jobs`);
      expect(await page.locator('html').getAttribute('lang')).toBe('ta');
      expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ta');

      // A plain address on this device now opens in Tamil (the server reads the remembered choice).
      await page.goto(`${baseURL}/about-us`);
      await page.waitForURL(`${baseURL}/ta/about-us`);
      expect(await page.title()).toBe('எங்களைப் பற்றி | Sr Technologies Jobs');

      // Choosing English again remembers English: the plain address stays English.
      await waitForHydrated(page, 'header a');
      await page.locator('header summary').click();
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${baseURL}/about-us`);
      await page.goto(`${baseURL}/our-contact`);
      expect(page.url()).toBe(`${baseURL}/our-contact`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });
  });

  test('the redirect for a remembered language is kept by no cache', async () => {
    const res = await fetch(`${baseURL}/employers-list?x=1`, {
      headers: { Accept: 'text/html', Cookie: 'lang=hi' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/hi/employers-list?x=1');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The API and the language's own addresses are never redirected.
    const api = await fetch(`${baseURL}${apiPaths.jobs}`, { headers: { Cookie: 'lang=hi' }, redirect: 'manual' });
    expect(api.status).toBe(200);
    const own = await fetch(`${baseURL}/ta/employers-list`, {
      headers: { Accept: 'text/html', Cookie: 'lang=hi' },
      redirect: 'manual',
    });
    expect(own.status).toBe(200);
  });
});
