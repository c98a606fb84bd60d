import { expect, test } from 'vitest';

import { browserForThisFile, fetchJobs, siteForThisFile } from './harness';

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

/** Compared as the reader sees words: case and runs of whitespace do not matter (CSS may uppercase). */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

test('the home page shows jobs the API lists', async () => {
  const jobs = await fetchJobs(baseURL);
  const titles = [...new Set(jobs.map((job) => normalise(job.title)))].filter(Boolean);
  expect(titles.length, 'the seeded database lists jobs').toBeGreaterThan(0);
  // The home page features a handful of jobs, not all of them: ask for a few distinct titles.
  const wanted = Math.min(3, titles.length);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const countShown = ({ titles, wanted }: { titles: string[]; wanted: number }) => {
      const text = (document.body.textContent ?? '').replace(/\s+/g, ' ').toLowerCase();
      return titles.filter((title) => text.includes(title)).length >= wanted;
    };
    // The jobs arrive after the first paint; wait for them, then assert with a readable message.
    await page.waitForFunction(countShown, { titles, wanted }, { timeout: 30_000 }).catch(() => undefined);

    const text = normalise((await page.locator('body').textContent()) ?? '');
    const shown = titles.filter((title) => text.includes(title));
    expect(shown.length, `job titles on the home page: ${JSON.stringify(shown)}`).toBeGreaterThanOrEqual(wanted);
  } finally {
    await context.close();
  }
});
