import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';

import type { ArticleSummary, CompanySummary, JobSummary } from '../../src/domain/entities';
import { DEFAULT_WINDOW_SIZE } from '../../src/domain/listWindow';
import {
  browserForThisFile,
  checkAccessibility,
  fetchArticles,
  fetchCompanies,
  fetchJobs,
  formatViolations,
  siteForThisFile,
  waitForHydrated,
  withPage,
} from './harness';

/**
 * The site's own pages (home, about, contact, companies, articles, the error screen) against the
 * real server and its seeded demo data: key texts, where links lead, and axe on each.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
let jobs: JobSummary[];
let companies: CompanySummary[];
let articles: ArticleSummary[];

beforeAll(async () => {
  [jobs, companies, articles] = await Promise.all([fetchJobs(baseURL), fetchCompanies(baseURL), fetchArticles(baseURL)]);
});

/** The map is Google's page in a frame (unreachable here): axe checks our page, not theirs. */
async function expectNoViolations(page: Page) {
  const violations = await checkAccessibility(page, { exclude: ['iframe'] });
  expect(violations, formatViolations(violations)).toEqual([]);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const bodyText = async (page: Page) => ((await page.locator('body').innerText()) ?? '').replace(/\s+/g, ' ');

describe('home page', () => {
  test('hero search, categories, featured jobs, figures, clients and recent articles; no axe violations', async () => {
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    expect(articles.length).toBeGreaterThanOrEqual(3);
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/`);
      await page.getByTestId('job-card').first().waitFor();
      await page.getByTestId('article-card').first().waitFor();
      expect(await page.title()).toBe('Jobs and recruitment in Chennai | Sr Technologies Jobs');
      expect(await h1(page).count()).toBe(1);

      const featured = await page.getByTestId('job-card').getByRole('heading', { level: 3 }).allInnerTexts();
      expect(featured).toEqual(
        jobs
          .slice(-10)
          .reverse()
          .map((job) => job.title),
      );
      const recent = await page.getByTestId('article-card').getByRole('heading').allInnerTexts();
      expect(recent).toEqual(articles.slice(-3).map((article) => article.title));

      const text = await bodyText(page);
      for (const figure of [
        '93,178 postings',
        '2025 jobs live with 293 added today',
        '300k+ employers',
        '2M daily active users',
        'Over 3000 open positions',
        'Over 5 million stories shared',
        '15.8 million CVs',
        '1 million interactions',
        '50,000 success stories',
      ]) {
        expect(text.toLowerCase()).toContain(figure.toLowerCase());
      }
      expect(await page.getByTestId('category-card').count()).toBe(9);
      expect(await page.locator('img[src^="/logos/client-"]').count()).toBe(7);
      await expectNoViolations(page);
    });
  });

  test('the banner search opens /find-filtered-jobs with the chosen title and location', async () => {
    const job = jobs[0];
    expect(job).toBeDefined();
    if (!job) return;
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/home`);
      await page.getByTestId('job-card').first().waitFor();
      const findJobs = page.getByRole('button', { name: 'Find Jobs' });
      expect(await findJobs.isDisabled()).toBe(true);

      await page.getByRole('combobox', { name: 'Job title' }).click();
      await page.getByRole('option', { name: job.title.trim(), exact: true }).click();
      expect(await findJobs.isDisabled()).toBe(true);
      await page.getByRole('combobox', { name: 'Location' }).click();
      await page.getByRole('option', { name: job.location.trim(), exact: true }).click();
      expect(await findJobs.isDisabled()).toBe(false);

      // The button navigates with the choice in navigation state; the list then writes it into its
      // address (so a reload and a shared link keep it), which replaces that state.
      await page.evaluate(() => {
        const pushed: unknown[] = [];
        Object.assign(window, { pushedStates: pushed });
        const push = history.pushState.bind(history);
        history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
          pushed.push(state);
          push(state, unused, url);
        };
      });
      await findJobs.click();
      await page.waitForURL((url) => url.pathname === '/find-filtered-jobs' && url.searchParams.has('title'));
      const pushed = await page.evaluate(() => (window as unknown as { pushedStates: { usr?: unknown }[] }).pushedStates);
      expect(pushed[0]?.usr).toEqual({ jobname: job.title.trim(), location: job.location.trim() });
      const address = new URL(page.url());
      expect(address.searchParams.get('title')).toBe(job.title.trim());
      expect(address.searchParams.get('location')).toBe(job.location.trim());
    });
  });
});

describe('about and contact', () => {
  test('About Us: stats, services, industries, banner and How It Works; no axe violations', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/about-us`);
      await h1(page).getByText('About Us').waitFor();
      const text = (await bodyText(page)).toLowerCase();
      for (const expected of [
        '4m daily active users',
        'over 12k open positions',
        '20m stories shared',
        'esi and pf',
        'payroll',
        'labour-law compliance',
        'staffing',
        'banking and finance',
        'information technology',
        'media and advertising',
        'manufacturing and engineering',
        'education and training',
        'customer support and call centres',
        'your dream jobs are waiting',
        'how it works?',
      ]) {
        expect(text).toContain(expected);
      }
      await expectNoViolations(page);
      await page.getByRole('link', { name: 'Search Job' }).click();
      await page.waitForURL(`${baseURL}/find-jobs`);
    });
  });

  test('Contact: address, three phone numbers, e-mail and the map (or the address in its place); no axe violations', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/our-contact`);
      await h1(page).getByText('Contact Us').waitFor();
      const main = page.getByRole('main');
      expect(await main.locator('a[href^="tel:"]').count()).toBe(3);
      expect(await main.locator('a[href^="mailto:"]').count()).toBe(1);
      expect(await main.innerText()).toContain('Chennai');
      const frame = page.locator('iframe[title^="Map of"]');
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?/);
      await expectNoViolations(page);
    });
  });

  test('Contact offline: the address stands where the map would be', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/our-contact`);
      await h1(page).getByText('Contact Us').waitFor();
      // The server's HTML shows before the app has loaded; the app is what notices going offline.
      await waitForHydrated(page, 'button[aria-label="Open menu"], nav[aria-label="Main"] a');
      await context.setOffline(true);
      await page.getByTestId('map-fallback').waitFor();
      expect(await page.locator('iframe[title^="Map of"]').count()).toBe(0);
      expect(await page.getByTestId('map-fallback').innerText()).toContain('Greams Road');
    } finally {
      await context.close();
    }
  });
});

describe('companies', () => {
  test('list newest first, search, empty text; View Details opens the company; no axe violations', async () => {
    expect(companies.length).toBeGreaterThan(1);
    const newest = companies.at(-1);
    if (!newest) return;
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/employers-list`);
      await page.getByTestId('company-card').first().waitFor();
      const names = await page.getByTestId('company-card').getByRole('heading').allInnerTexts();
      // Newest first, the first window of them (docs/PRODUCT.md §2).
      expect(names).toEqual(
        [...companies]
          .reverse()
          .slice(0, DEFAULT_WINDOW_SIZE)
          .map((c) => c.name),
      );
      await expectNoViolations(page);

      // The search once the page is the app's (typed before that: tests/e2e/ssr.test.ts).
      await waitForHydrated(page, 'input[placeholder="Search Company Here..."]');
      const box = page.getByPlaceholder('Search Company Here...');
      await box.fill(newest.name.slice(0, 6).toUpperCase());
      await page.getByRole('button', { name: 'Search' }).click();
      // The search reads the whole list of companies first (the API searches none); its count is announced once it has.
      await page.getByText(/compan(y|ies) match/).waitFor();
      const filtered = await page.getByTestId('company-card').getByRole('heading').allInnerTexts();
      expect(filtered).toContain(newest.name);
      expect(filtered.length).toBeLessThan(companies.length);

      await box.fill('no company is called this');
      await box.press('Enter');
      await page.getByText('No companies found matching your search.').waitFor();

      await box.fill('');
      await page
        .getByTestId('company-card')
        .first()
        .getByRole('link', { name: /View Details/ })
        .click();
      await page.waitForURL(`${baseURL}/showcompanydetails?id=${newest.id}`);
      await h1(page).getByText(newest.name).waitFor();
      const text = await bodyText(page);
      for (const label of ['Application Start Date', 'Number of Employees', 'Net Worth', 'Industry', 'Company Overview']) {
        expect(text).toContain(label);
      }
      expect(await page.title()).toBe(`${newest.name} | Sr Technologies Jobs`);
      expect(
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Employers' })
          .getAttribute('aria-current'),
      ).toBe('true');
      await expectNoViolations(page);
    });
  });

  test('a company page opened by its address (?id=) survives a reload; an unknown id says so', async () => {
    const company = companies[0];
    if (!company) return;
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/showcompanydetails?id=${company.id}`);
      await h1(page).getByText(company.name).waitFor();
      await page.reload();
      await h1(page).getByText(company.name).waitFor();
      await page.goto(`${baseURL}/showcompanydetails?id=999999`);
      await page.getByText('Company not found').waitFor();
      await expectNoViolations(page);
    });
  });
});

describe('articles', () => {
  test('list with title, subtitle and Read More; the article page with date and quote; no axe violations', async () => {
    const first = articles[0];
    if (!first) return;
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/blogs-list`);
      await page.getByTestId('article-card').first().waitFor();
      await h1(page).getByText('Recent News Articles').waitFor();
      await page.getByText('Fresh job related news content posted each day.').waitFor();
      expect(await page.getByTestId('article-card').getByRole('heading').allInnerTexts()).toEqual(
        articles.slice(0, DEFAULT_WINDOW_SIZE).map((a) => a.title),
      );
      await expectNoViolations(page);

      await page
        .getByTestId('article-card')
        .first()
        .getByRole('link', { name: /Read More/ })
        .click();
      await page.waitForURL(`${baseURL}/showblogdetails?id=${first.id}`);
      await h1(page).getByText(first.title).waitFor();
      expect(await bodyText(page)).toMatch(/Posted On \d{1,2} \w+ \d{4}/);
      expect(await page.locator('.mantine-Blockquote-root').count()).toBe(1);
      await expectNoViolations(page);
    });
  });
});

describe('error screen', () => {
  test('an unknown address shows "Unexpected Application Error!" inside the layout, with a way home', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/no-such-page`);
      await h1(page).getByText('Unexpected Application Error!').waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expectNoViolations(page);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.waitForURL(`${baseURL}/`);
      await page.getByTestId('job-card').first().waitFor();
    });
  });
});
