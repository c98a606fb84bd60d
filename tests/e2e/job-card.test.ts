import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';

import type { CompanySummary, JobSummary } from '../../src/domain/entities';
import { matchKey } from '../../src/domain/textMatch';
import { browserForThisFile, fetchContent, siteForThisFile, withPage } from './harness';

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
let jobs: JobSummary[];
let companies: CompanySummary[];

beforeAll(async () => {
  ({ jobs, companies } = await fetchContent(baseURL));
});

const firstJob = () => {
  const job = jobs[0];
  if (!job) throw new Error('the seeded database has no jobs');
  return job;
};

/** A company some jobs name as theirs (case and spaces ignored, as the company filter matches). */
function companyWithJobs(): { company: CompanySummary; itsJobs: JobSummary[] } {
  for (const company of companies) {
    const itsJobs = jobs.filter((job) => matchKey(job.companyName) === matchKey(company.name));
    if (itsJobs.length > 0) return { company, itsJobs };
  }
  throw new Error('no seeded company has a job');
}

/** The places a job card shows, by their address (a prefix, '/ta', for Tamil). */
const places = (prefix = '') => ({
  home: `${prefix}/`,
  list: `${prefix}/find-jobs`,
  related: `${prefix}/showjobdetails?id=${firstJob().id}`,
  company: `${prefix}/showcompanydetails?id=${companyWithJobs().company.id}`,
});

async function openCards(page: Page, url: string): Promise<void> {
  await page.goto(`${baseURL}${url}`);
  await page.getByTestId('job-card').first().waitFor();
}

/** The card's own classes in every card of the page, and each card's title heading level: the card's markup. */
function cardMarkup(page: Page) {
  return page.evaluate(() => {
    const cards = Array.from(document.querySelectorAll('[data-testid="job-card"]'));
    const classes = new Set<string>();
    for (const card of cards) {
      for (const element of [card, ...Array.from(card.querySelectorAll('*'))]) {
        for (const name of Array.from(element.classList)) if (name.startsWith('sr-job-card')) classes.add(name);
      }
    }
    const structure = cards.map((card) =>
      Array.from(card.querySelectorAll('.sr-job-card__body > *'))
        .map((part) => part.className)
        .join(' | '),
    );
    return { classes: [...classes].sort(), structures: [...new Set(structure)] };
  });
}

/** Every element of every card whose box reaches outside its card, or whose text is cut by its box. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const card of Array.from(document.querySelectorAll('[data-testid="job-card"]'))) {
      const box = card.getBoundingClientRect();
      if (box.right > document.documentElement.clientWidth + 0.5) problems.push(`a card ends at ${box.right}`);
      for (const element of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
        const inner = element.getBoundingClientRect();
        if (inner.width === 0) continue;
        const what = `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 30)}"`;
        if (inner.left < box.left - 0.5 || inner.right > box.right + 0.5)
          problems.push(`${what}: ${inner.left}-${inner.right} outside ${box.left}-${box.right}`);
        // A button's label cut by its box (Mantine's labels hide what does not fit).
        if (element.matches('.mantine-Button-label') && element.scrollWidth > element.clientWidth + 1)
          problems.push(`${what}: cut`);
      }
    }
    return problems;
  });
}

/** The card's own classes, as every place draws them (a job without a location or company drops one or two). */
const CARD_CLASSES = [
  'sr-job-card',
  'sr-job-card__actions',
  'sr-job-card__badge',
  'sr-job-card__body',
  'sr-job-card__button',
  'sr-job-card__company',
  'sr-job-card__facts',
  'sr-job-card__icon',
  'sr-job-card__icon--experience',
  'sr-job-card__icon--place',
  'sr-job-card__link',
  'sr-job-card__logo',
  'sr-job-card__names',
  'sr-job-card__salary',
  'sr-job-card__title',
];

describe('one job card', () => {
  // One test per place, each against the same markup (shorter tests on a loaded machine).
  test.each(['home', 'list', 'related', 'company'] as const)('the %s draws the one job card', async (place) => {
    await withPage(browser, 390, async (page) => {
      await openCards(page, places()[place]);
      const markup = await cardMarkup(page);
      expect(markup.classes).toEqual(CARD_CLASSES);
      expect(markup.structures).toEqual(['sr-job-card__logo | sr-job-card__names | sr-job-card__facts | sr-job-card__actions']);
    });
  });

  test('at 390 px a title takes two lines at most, then an ellipsis, and its link keeps the whole title', async () => {
    await withPage(browser, 390, async (page) => {
      await openCards(page, '/find-jobs');
      const card = page.getByTestId('job-card').first();
      const link = card.locator('.sr-job-card__link');
      const title = (await link.textContent()) ?? '';
      expect(await link.getAttribute('title')).toBe(title);
      expect(await card.getByRole('link', { name: title, exact: true }).count()).toBe(1);
      // A title far longer than the card: the heading keeps two lines and hides the rest.
      const long = `${title} ${'Customer Support and Logistics Coordination '.repeat(6)}`.trim();
      const lines = await link.evaluate((element, text) => {
        element.textContent = text;
        element.setAttribute('title', text);
        const heading = element.parentElement as HTMLElement;
        const style = getComputedStyle(heading);
        return {
          height: heading.clientHeight,
          full: heading.scrollHeight,
          lineHeight: parseFloat(style.lineHeight),
          clamp: style.webkitLineClamp,
        };
      }, long);
      expect(lines.clamp).toBe('2');
      expect(lines.height).toBeLessThanOrEqual(Math.ceil(2 * lines.lineHeight) + 1);
      expect(lines.full).toBeGreaterThan(lines.height);
      expect(await card.getByRole('link', { name: long, exact: true }).count()).toBe(1);
    });
  });

  for (const width of [320, 390]) {
    test(`in Tamil at ${width} px nothing sticks out of a card and no button's words are cut`, async () => {
      await withPage(browser, width, async (page) => {
        for (const [place, url] of Object.entries(places('/ta'))) {
          await openCards(page, url);
          expect(await overflowing(page), place).toEqual([]);
        }
      });
    });
  }

  test('in Hindi at 320 px nothing sticks out of a card either', async () => {
    await withPage(browser, 320, async (page) => {
      for (const [place, url] of Object.entries(places('/hi'))) {
        await openCards(page, url);
        expect(await overflowing(page), place).toEqual([]);
      }
    });
  });
});

describe('the job page', () => {
  /** The Job Overview card's box and the description column's. */
  async function boxes(page: Page) {
    await page.goto(`${baseURL}/showjobdetails?id=${firstJob().id}`);
    const overview = page.getByRole('complementary', { name: 'Job Overview' });
    await overview.waitFor();
    return overview.evaluate((aside) => {
      const grid = aside.parentElement?.parentElement;
      const body = Array.from(grid?.children ?? []).find((column) => !column.contains(aside));
      const box = (element: Element | undefined) => {
        const rect = element?.getBoundingClientRect();
        return { top: rect?.top ?? NaN, bottom: rect?.bottom ?? NaN, left: rect?.left ?? NaN, right: rect?.right ?? NaN };
      };
      return { overview: box(aside), body: box(body), bodyText: body?.textContent ?? '' };
    });
  }

  test('on a 390 px phone the Job Overview comes before the description', async () => {
    await withPage(browser, 390, async (page) => {
      const { overview, body, bodyText } = await boxes(page);
      expect(bodyText.length).toBeGreaterThan(0);
      expect(overview.bottom).toBeLessThanOrEqual(body.top);
    });
  });

  test('at 1280 px the Job Overview stands beside the description, on its right', async () => {
    await withPage(browser, 1280, async (page) => {
      const { overview, body } = await boxes(page);
      expect(overview.left).toBeGreaterThanOrEqual(body.right);
      expect(overview.top).toBeLessThan(body.bottom);
      expect(Math.abs(overview.top - body.top)).toBeLessThan(1);
    });
  });
});

describe('a company page', () => {
  test('lists the company’s open jobs with the job card, each linking to its job', async () => {
    const { company, itsJobs } = companyWithJobs();
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/showcompanydetails?id=${company.id}`);
      const region = page.getByRole('region', { name: `Open jobs at ${company.name}` });
      const cards = region.getByTestId('job-card');
      const shown = Math.min(itsJobs.length, 12);
      await cards.nth(shown - 1).waitFor();
      expect(await cards.count()).toBe(shown);
      const titles = await region.locator('.sr-job-card__link').allTextContents();
      expect(titles).toEqual(itsJobs.slice(0, shown).map((job) => job.title));
      const companiesShown = await region.locator('.sr-job-card__company').allTextContents();
      expect(companiesShown.every((name) => matchKey(name) === matchKey(company.name))).toBe(true);
      // The server's HTML holds them too (src/app/ssr/itemLists.ts): no wait for a second request.
      const html = await (
        await fetch(`${baseURL}/showcompanydetails?id=${company.id}`, { headers: { Accept: 'text/html' } })
      ).text();
      expect(html.split('data-testid="job-card"').length - 1).toBe(shown);
      const first = itsJobs[0];
      if (!first) throw new Error('no job');
      await region.getByRole('link', { name: first.title, exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    });
  });
});
