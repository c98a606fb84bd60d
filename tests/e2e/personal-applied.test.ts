import { expect, test } from 'vitest';

import { formatDay } from '../../src/personal/page/formatWhen';
import { pdfFile } from '../fixtures/resumes';
import { browserForThisFile, checkAccessibility, fetchJobs, formatViolations, siteForThisFile, withPage } from './harness';
import { applicationsFrom, storeCount, submitApplicationForm, uniqueEmail } from './offline-support';

/**
 * Applying twice (docs/PRODUCT.md, "Applying twice"): a job this device applied for says so beside
 * its Apply Now, and a second application to it, from the job's header or from a list, asks first.
 */

const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();

test('a job applied for says "You applied on <date>"; Apply Now again asks first, Cancel sends nothing, Apply again opens the form', async () => {
  const jobs = await fetchJobs(baseURL);
  // A job of Related Jobs' first window whose title no other job has, so its list button is its own.
  const target = jobs.slice(1, 12).find((job) => jobs.filter((other) => other.title === job.title).length === 1);
  if (!target) throw new Error('the seeded database has a job with a title of its own');
  const email = uniqueEmail('applied.twice');

  await withPage(browser, 1280, async (page) => {
    await page.goto(`${baseURL}/showjobdetails?id=${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await submitApplicationForm(page, {
      fullname: 'Lakshmi Narayanan',
      mobile: '9840077665',
      email,
      pincode: '600028',
      experience: '5',
      role: 'Store Supervisor',
      address: '3 Luz Church Road, Mylapore, Chennai',
      resume: { name: 'Lakshmi resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile({ minBytes: 8 * 1024 })) },
    });
    const result = page.getByRole('dialog', { name: 'Success' });
    await result.getByRole('button', { name: 'Close Now' }).click();
    await result.waitFor({ state: 'hidden' });
    expect(applicationsFrom(dataDir, email)).toHaveLength(1);

    // The device remembers it: after a reload the header says so, in the page's date format.
    const today = formatDay(Date.now(), 'en');
    // The question comes with the form's code, fetched ahead once the page has settled: wait for it
    // (its chunk and the forms' texts), as a tap a moment after the page is up would find it.
    const formCode = Promise.all([
      page.waitForResponse((response) => /\/assets\/taps-[^/]*\.js$/.test(response.url())),
      page.waitForResponse((response) => /\/texts-en-forms-[^/]*\.json$/.test(response.url())),
    ]);
    await page.reload();
    await formCode;
    const header = page.locator('#job-applied-on');
    await header.getByText(`You applied on ${today}`, { exact: true }).waitFor();
    const violations = await checkAccessibility(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    // Apply Now again: asked first. Cancel leaves nothing to send and no form.
    const applyNow = page.getByRole('button', { name: 'Apply Now', exact: true });
    const question = page.getByRole('dialog', { name: target.title });
    const form = page.getByRole('dialog', { name: `Apply for ${target.title}` });
    await applyNow.click();
    await question.getByText(`You applied for this job on ${today}. Apply again?`, { exact: true }).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await form.count()).toBe(0);
    expect(await storeCount(page, 'outbox')).toBe(0);
    expect(applicationsFrom(dataDir, email)).toHaveLength(1);

    // "Apply again" opens the form for the same job.
    await applyNow.click();
    await question.getByRole('button', { name: 'Apply again' }).click();
    await form.getByRole('button', { name: 'Submit Application' }).waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });

    // A list's Apply Now for the same job asks too.
    await page
      .getByRole('region', { name: 'Related Jobs' })
      .getByRole('button', { name: `Apply Now for ${target.title}` })
      .click();
    await question.getByText(`You applied for this job on ${today}. Apply again?`, { exact: true }).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await form.count()).toBe(0);

    // A tap made before the form's code has arrived still asks first, once the code is here.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/taps-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('button')).some(
          (button) =>
            button.textContent?.trim() === 'Apply Now' && Object.keys(button).some((key) => key.startsWith('__reactProps$')),
        ),
      undefined,
      { timeout: 30_000 },
    );
    await applyNow.click();
    release();
    await question.getByText(`You applied for this job on ${today}. Apply again?`, { exact: true }).waitFor();
    expect(await form.count()).toBe(0);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await page.unrouteAll();
  });
});
