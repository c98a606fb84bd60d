import { beforeAll, describe, expect, inject, test } from 'vitest';

import type { JobSummary } from '../../src/domain/entities';
import { browserForThisFile, checkAccessibility, fetchJobs, formatViolations, withPage } from './harness';

const baseURL = inject('baseURL');
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
      const related = page.getByRole('region', { name: 'Related Jobs' }).getByRole('listitem');
      await related.nth(jobs.length - 1).waitFor();
      expect(await related.count()).toBe(jobs.length);
      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
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
