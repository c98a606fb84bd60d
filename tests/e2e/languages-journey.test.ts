import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import type { Language } from '../../src/domain/languages';
import { routes } from '../../src/domain/routes';
import { pdfFile } from '../fixtures/resumes';
import {
  browserForThisFile,
  checkAccessibility,
  escapeRegExp,
  fetchContent,
  fetchJobs,
  formatViolations,
  siteForThisFile,
  waitForHydrated,
  withPage,
} from './harness';
import { catalogueTexts, publishedTexts, untranslatedTexts } from './languages-support';
import { applicationsFrom, eventually, openControlled, storeCount, uniqueEmail } from './offline-support';

/**
 * The whole journey in Tamil and in Hindi (docs/LANGUAGES.md): home, the job filters, a job, an
 * application made offline and the notice of its delivery. At each step the page is in the
 * language, axe finds nothing, and no interface text is left in English.
 */
const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();

/** A form field by its label (Mantine adds an asterisk to a required field's). */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));

describe.each(['ta', 'hi'] as const)('the journey in %s', (language: Language) => {
  const t = catalogueTexts(language);

  async function expectInLanguage(page: Page, published: readonly string[], step: string): Promise<void> {
    expect(await page.locator('html').getAttribute('lang'), step).toBe(language);
    expect(await untranslatedTexts(page, published), `${step}: English interface text`).toEqual([]);
    const violations = await checkAccessibility(page);
    expect(violations, `${step}: ${formatViolations(violations)}`).toEqual([]);
  }

  test('home, filters, a job, an application made offline and its delivery notice', async () => {
    const jobs = await fetchJobs(baseURL);
    const email = uniqueEmail(`journey.${language}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await openControlled(context, `${baseURL}/${language}`);
      await waitForHydrated(page, 'header a');
      let published = await publishedTexts(baseURL);
      await expectInLanguage(page, published, 'home');

      // The filters: a location several jobs share, from the radio group of a wide screen.
      await page
        .getByRole('navigation', { name: t('nav.main') })
        .getByRole('link', { name: t('nav.findJobs') })
        .click();
      await page.waitForURL(`${baseURL}/${language}/find-jobs`);
      const locations = page.getByRole('radiogroup', { name: t('jobs.filterLocation') });
      await locations.waitFor();
      const counts = new Map<string, number>();
      for (const job of jobs) counts.set(job.location.trim(), (counts.get(job.location.trim()) ?? 0) + 1);
      const [location] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
      const atLocation = jobs.filter((job) => job.location.trim().toLowerCase() === location.toLowerCase());
      // Each option shows its count of jobs.
      const option = t('jobs.optionWithCount', { option: location, count: String(atLocation.length) });
      await locations.getByRole('radio', { name: option, exact: true }).check();
      await page.getByText(t('jobs.showingResults', { shown: String(atLocation.length), total: String(jobs.length) })).waitFor();
      await expectInLanguage(page, published, 'filtered list');

      // A job, opened from the list.
      const job = atLocation[0];
      if (!job) throw new Error('the seeded database has jobs');
      await page
        .getByRole('link', { name: t('jobCard.viewJob', { title: job.title }) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      published = await publishedTexts(baseURL, { jobs: job.id });
      await expectInLanguage(page, published, 'job page');

      // Apply offline: the form, its checks, and the result in the language.
      await context.setOffline(true);
      await page
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(t('jobs.applyNow'))}`) })
        .first()
        .click();
      const form = page.getByRole('dialog', { name: t('forms.applyFor', { title: job.title }) });
      await form.waitFor();
      await form.getByRole('button', { name: t('forms.submitApplication') }).click();
      await form.getByText(t('forms.required', { label: t('forms.fieldFullname') })).waitFor();
      await form.getByText(t('forms.resumeRequired')).waitFor();
      await expectInLanguage(page, published, 'the form with its problems');

      await field(form, t('forms.fieldFullname')).fill('Meena Raghavan');
      await field(form, t('forms.fieldMobile')).fill('9840012345');
      await field(form, t('forms.fieldEmail')).fill(email);
      await field(form, t('forms.fieldPincode')).fill('600040');
      await field(form, t('forms.fieldExperience')).fill('4');
      await field(form, t('forms.fieldRole')).fill('Accounts Assistant');
      await field(form, t('forms.fieldAddress')).fill('7 Second Avenue, Anna Nagar, Chennai');
      await form.locator('input[type="file"]').setInputFiles({
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(pdfFile({ minBytes: 20_000 })),
      });
      await form.getByRole('button', { name: t('forms.submitApplication') }).click();
      const result = page.getByRole('dialog', { name: t('forms.resultSaved') });
      await result.getByText(t('forms.offlineApplication')).waitFor();
      // What the person typed is theirs, not interface text.
      await expectInLanguage(page, [...published, 'Meena Raghavan', 'Accounts Assistant', email], 'the result');
      await result.getByRole('button', { name: t('forms.closeNow') }).click();
      await result.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('outbox.badge'))}`) }).waitFor();
      expect(await storeCount(page, 'outbox')).toBe(1);

      // Back online: delivered once, and the notice says so in the language.
      await context.setOffline(false);
      const title = t('outbox.applicationFor', { job: job.title });
      await page.getByText(t('outbox.deliveredText', { title })).waitFor({ timeout: 30_000 });
      expect(await eventually(() => applicationsFrom(dataDir, email).length === 1, 10_000)).toBe(true);
      await expectInLanguage(page, published, 'the delivery notice');
      expect(applicationsFrom(dataDir, email)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test('every page of the site has no English interface text left and is axe-clean', async () => {
    const { jobs, companies, articles } = await fetchContent(baseURL);
    const [job, company, article] = [jobs[0], companies[0], articles[0]];
    if (!job || !company || !article) throw new Error('the seeded database has jobs, companies and articles');
    const published = await publishedTexts(baseURL, { jobs: job.id, companies: company.id, articles: article.id });
    // Each page, and what shows once it has drawn its data.
    const pages: [string, (page: Page) => Promise<void>][] = [
      [routes.home, (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
      [
        routes.findJobs,
        (page) =>
          page
            .getByRole('link', { name: t('jobCard.viewJob', { title: job.title }) })
            .first()
            .waitFor(),
      ],
      [
        `${routes.findFilteredJobs}?location=${encodeURIComponent(job.location)}`,
        (page) => page.getByRole('main').getByRole('listitem').first().waitFor(),
      ],
      [routes.aboutUs, (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
      [routes.employers, (page) => page.getByText(company.name).first().waitFor()],
      [routes.blogs, (page) => page.getByText(article.title).first().waitFor()],
      [routes.contact, (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
      [`${routes.jobDetails}?id=${job.id}`, (page) => page.getByRole('heading', { level: 1, name: job.title }).waitFor()],
      [
        `${routes.companyDetails}?id=${company.id}`,
        (page) => page.getByRole('heading', { level: 1, name: company.name }).waitFor(),
      ],
      [
        `${routes.articleDetails}?id=${article.id}`,
        (page) => page.getByRole('heading', { level: 1, name: article.title }).waitFor(),
      ],
      [routes.savedJobs, (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
      [routes.myApplications, (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
      [routes.networkLab, (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ];
    await withPage(browser, 1280, async (page) => {
      for (const [path, drawn] of pages) {
        await page.goto(`${baseURL}/${language}${path === '/' ? '' : path}`);
        await waitForHydrated(page, 'header a');
        await drawn(page);
        await page.waitForLoadState('networkidle');
        await expectInLanguage(page, published, path);
      }
    });
  }, 240_000); // Thirteen pages, each read whole and checked by axe: beside another file on a busy 2-core machine, over a minute.
});

describe('switching language offline', () => {
  test('after one visit online, the switcher opens the page in each language with no connection', async () => {
    const hi = catalogueTexts('hi');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await openControlled(context, `${baseURL}/ta/find-jobs`);
      await waitForHydrated(page, 'header a');
      await context.setOffline(true);

      // Hindi, never opened on this device: the worker draws it from its precache and saved answers.
      await page.locator('header summary').click();
      await page.getByRole('link', { name: 'हिन्दी' }).click();
      await page.waitForURL(`${baseURL}/hi/find-jobs`);
      await page.getByRole('heading', { level: 1, name: hi('jobs.heading') }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      await waitForHydrated(page, 'header a');

      // Inside the app, another page in Hindi, still offline.
      await page
        .getByRole('navigation', { name: hi('nav.main') })
        .getByRole('link', { name: hi('nav.aboutUs') })
        .click();
      await page.waitForURL(`${baseURL}/hi/about-us`);
      await page.getByRole('heading', { level: 1, name: hi('about.heroTitle') }).waitFor();

      // And back to English.
      await page.locator('header summary').click();
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${baseURL}/about-us`);
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});
