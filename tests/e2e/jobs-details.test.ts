import { beforeAll, describe, expect, test } from 'vitest';

import type { JobSummary } from '../../src/domain/entities';
import { RELATED_JOBS_WINDOW } from '../../src/domain/firstWindows';
import { browserForThisFile, checkAccessibility, fetchJobs, formatViolations, siteForThisFile, withPage } from './harness';

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
let jobs: JobSummary[];

beforeAll(async () => {
  jobs = await fetchJobs(baseURL);
});

function someJob(index = 0): JobSummary {
  const job = jobs[index % jobs.length];
  if (!job) throw new Error('the seeded database has no jobs');
  return job;
}

describe('/showjobdetails', () => {
  test('opens from a shared ?id= link, survives a reload and carries JobPosting JSON-LD', async () => {
    const job = someJob(4);
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      expect(await page.title()).toBe(`${job.title} | Sr Technologies Jobs`);

      const overview = page.getByRole('complementary', { name: 'Job Overview' });
      await overview.getByText('Salary').waitFor();
      expect(await overview.textContent()).toContain('per annum');

      const scripts = page.locator('script[type="application/ld+json"]');
      expect(await scripts.count()).toBe(1);
      const posting = JSON.parse((await scripts.textContent()) ?? '') as Record<string, unknown>;
      expect(posting).toMatchObject({ '@type': 'JobPosting', title: job.title, hiringOrganization: { name: job.companyName } });
      expect(posting.jobLocation).toMatchObject({ address: { addressCountry: 'IN' } });

      await page.getByRole('heading', { name: 'Related Jobs' }).waitFor();
      const region = page.getByRole('region', { name: 'Related Jobs' });
      const related = region.getByRole('listitem');
      // Its first window (docs/PRODUCT.md §2); Show more reaches every job, each press the next window.
      const window = RELATED_JOBS_WINDOW.limit;
      await related.nth(window - 1).waitFor();
      expect(await related.count()).toBe(window);
      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);

      let shown = window;
      while (shown < jobs.length) {
        await region.getByRole('button', { name: `Show more jobs (${jobs.length - shown} more)` }).click();
        const next = Math.min(jobs.length, shown + window);
        await related.nth(next - 1).waitFor();
        await page.waitForFunction(
          (index) => document.activeElement === document.querySelectorAll('[aria-labelledby="related-jobs-title"] li')[index],
          shown,
        );
        shown = next;
      }
      expect(await related.count()).toBe(jobs.length);
      expect(await region.getByRole('button', { name: /^Show more jobs/ }).count()).toBe(0);
      const titles = await related.getByRole('heading').allTextContents();
      expect(titles).toEqual(jobs.map((j) => j.title));
    });
  });

  test('at 375 px the page has no accessibility violations either', async () => {
    const job = someJob(1);
    await withPage(browser, 375, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      await page.getByRole('heading', { name: 'Related Jobs' }).waitFor();
      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });

  test("a related job's title opens that job", async () => {
    const [job, other] = [someJob(0), someJob(2)];
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      await page
        .getByRole('region', { name: 'Related Jobs' })
        .getByRole('listitem')
        .nth(2)
        .getByRole('link', { name: other.title })
        .click();
      await page.getByRole('heading', { level: 1, name: other.title }).waitFor();
      expect(new URL(page.url()).searchParams.get('id')).toBe(String(other.id));
    });
  });

  test('an unknown or missing id says the job was not found, with a link back to the list', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=987654`);
      await page.getByText('Job not found').waitFor();
      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      await page.goto(`${baseURL}/showjobdetails`);
      await page.getByText('Job not found').waitFor();
      await page.getByRole('link', { name: 'Back to Find Jobs' }).click();
      await page.getByRole('heading', { level: 1, name: 'Find Jobs' }).waitFor();
    });
  });
});
