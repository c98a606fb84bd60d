import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';

import {
  browserForThisFile,
  checkAccessibility,
  fetchArticles,
  fetchCompanies,
  formatViolations,
  siteForThisFile,
  withPage,
} from './harness';

/**
 * The layout from a 360 px phone to a 1280 px laptop: the Burger menu on phones, the navbar on wide
 * screens, no horizontal scrolling anywhere. Also leaves screenshots of the home page at 375 and
 * 1280 px in /tmp (home-375.png, home-1280.png) for a person to look at; they are not compared.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
let detailPaths: string[] = [];

beforeAll(async () => {
  const [companies, articles] = await Promise.all([fetchCompanies(baseURL), fetchArticles(baseURL)]);
  detailPaths = [
    ...(companies[0] ? [`/showcompanydetails?id=${companies[0].id}`] : []),
    ...(articles[0] ? [`/showblogdetails?id=${articles[0].id}`] : []),
  ];
});

async function expectNoViolations(page: Page) {
  const violations = await checkAccessibility(page, { exclude: ['iframe'] });
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** Scrolls through the page so lazy images load and late layout settles. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
}

const SITE_PATHS = ['/', '/about-us', '/employers-list', '/blogs-list', '/our-contact', '/no-such-page'];

describe('phones', () => {
  test('at 375 px the Burger opens the menu with the six links; a link navigates and closes it', async () => {
    await withPage(browser, 375, async (page) => {
      await page.goto(`${baseURL}/about-us`);
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      const burger = page.getByRole('button', { name: 'Open menu' });
      expect(await burger.isVisible()).toBe(true);
      await expectNoViolations(page);

      await burger.click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.waitFor({ state: 'visible' });
      expect(await menu.getByRole('link').allInnerTexts()).toEqual(
        expect.arrayContaining(['Home', 'Find Jobs', 'About Us', 'Employers', 'Blog', 'Contact']),
      );
      expect(await menu.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
      await expectNoViolations(page);

      await menu.getByRole('link', { name: 'Employers' }).click();
      await page.waitForURL(`${baseURL}/employers-list`);
      await page.getByRole('heading', { level: 1, name: 'Employers' }).waitFor();
      await menu.waitFor({ state: 'hidden' });
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('at 360 px no page scrolls sideways', async () => {
    await withPage(browser, 360, async (page) => {
      for (const path of [...SITE_PATHS, ...detailPaths]) {
        await page.goto(`${baseURL}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        const [scrollWidth, clientWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(scrollWidth, `${path} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
      }
    });
  });

  test('the home page at 375 px has no axe violations; screenshot in /tmp/home-375.png', async () => {
    await withPage(browser, 375, async (page) => {
      await page.goto(`${baseURL}/`);
      await page.getByTestId('job-card').first().waitFor();
      await page.getByTestId('article-card').first().waitFor();
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
      await page.screenshot({ path: '/tmp/home-375.png', fullPage: true });
    });
  });
});

describe('wide screens', () => {
  test('at 1280 px the navbar shows the six links, the current one marked, and no Burger', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/blogs-list`);
      await page.getByRole('heading', { level: 1, name: 'Recent News Articles' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.isVisible()).toBe(true);
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Home',
        'Find Jobs',
        'About Us',
        'Employers',
        'Blog',
        'Contact',
      ]);
      expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nav.getByRole('link', { name: 'About Us' }).click();
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.title()).toBe('About Us | Sr Technologies Jobs');
    });
  });

  test('the home page at 1280 px: screenshot in /tmp/home-1280.png', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/`);
      await page.getByTestId('job-card').first().waitFor();
      await page.getByTestId('article-card').first().waitFor();
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await page.screenshot({ path: '/tmp/home-1280.png', fullPage: true });
    });
  });
});
