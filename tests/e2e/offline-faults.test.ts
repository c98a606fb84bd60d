import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import type { JobSummary } from '../../src/domain/entities';
import type { OutboxKind } from '../../src/outbox/item/outboxItem';
import { pdfFile } from '../fixtures/resumes';
import {
  deliveryTimes,
  firstSentSeen,
  nudgeUntilDelivered,
  postsOf,
  resultsTable,
  type ScenarioResult,
  watchSentTexts,
} from './faults-support';
import { browserForThisFile, fetchJobs, type ServerInstance, startExtraServer } from './harness';
import { type FaultProxy, type FaultRule, startFaultProxy } from './harness/faultProxy';
import {
  applicationsFrom,
  enquiriesFrom,
  eventually,
  openControlled,
  submitApplicationForm,
  submitEnquiryForm,
  uniqueEmail,
} from './offline-support';

/**
 * Exactly once under faults. A fault-injecting proxy sits between Chromium and
 * a real server; the site is loaded from the proxy's origin, so the service worker, IndexedDB and
 * the outbox are the real ones. For each scenario one enquiry and one application (with a resume)
 * are submitted; then every submission must be in the database exactly once, and no page may have
 * said "sent" before a 2xx for it reached the browser. The table goes to docs/RELIABILITY.md.
 */

const browser = browserForThisFile();
let server: ServerInstance;
let proxy: FaultProxy;
let job: JobSummary;
const results: ScenarioResult[] = [];

beforeAll(async () => {
  server = await startExtraServer({ forwardStderr: false });
  proxy = await startFaultProxy(server.port);
  const first = (await fetchJobs(server.baseURL)).at(0);
  if (!first) throw new Error('the seeded database has jobs');
  job = first;
});

afterAll(async () => {
  if (results.length > 0) console.log(`\nExactly once under faults:\n\n${resultsTable(results)}\n`);
  await proxy?.close();
  await server?.dispose();
});

const PATHS: Record<OutboxKind, string> = { enquiry: apiPaths.enquiry, application: apiPaths.application };
const KINDS: OutboxKind[] = ['application', 'enquiry'];
const ATTEMPT_TIMEOUT_MS = 45_000;

interface Scenario {
  name: string;
  rule: FaultRule;
  /** Before the submissions (the page is loaded and controlled). */
  before?: () => Promise<void>;
  /** After both were submitted (and kept), before delivery is awaited. */
  after?: (pages: Page[]) => Promise<void>;
  /** More tabs of the same browser context. */
  extraTabs?: number;
  /** What else must hold, as problems found; `since`: when the scenario started. */
  problems?: (since: number) => string[];
}

const firstAttempt =
  (fault: ReturnType<FaultRule>): FaultRule =>
  (post) =>
    post.attempt === 1 ? fault : null;

/** Clicks every "Send now" of every page's open panel, and fires each page's online event, all at once. */
async function sendNowEverywhere(pages: Page[]): Promise<void> {
  await Promise.all(
    pages.map((page) =>
      page.evaluate(() => {
        document.querySelectorAll('button').forEach((button) => {
          if (button.textContent?.trim() === 'Send now') button.click();
        });
        window.dispatchEvent(new Event('online')); // and the worker, a third delivery pass
      }),
    ),
  );
}

/**
 * Both submissions are kept (503) until every tab has its "Waiting to send" panel open; then all the
 * tabs press "Send now" on every item and ask the worker to deliver, all at once, while the proxy
 * holds each delivery 400 ms so the delivery passes overlap.
 */
function twoTabsScenario(): Scenario {
  let releasedAt: number | undefined;
  return {
    name: 'two tabs (and the worker) delivering at once',
    rule: () => (releasedAt === undefined ? { kind: 'status', status: 503 } : { kind: 'delay', ms: 400 }),
    extraTabs: 1,
    after: async (pages) => {
      for (const page of pages) {
        await page.getByRole('button', { name: /^Waiting to send/ }).click();
        await page.getByRole('dialog', { name: 'Waiting to be sent' }).getByRole('button', { name: 'Send now' }).nth(1).waitFor();
      }
      releasedAt = Date.now();
      await sendNowEverywhere(pages);
    },
    // Single flight: five delivery passes at once, yet each submission went out once (the server's
    // idempotency would hide a second send from the row count, so count the requests).
    problems: () =>
      KINDS.flatMap((kind) => {
        const sent = postsOf(proxy.posts(), PATHS[kind], releasedAt ?? Infinity).length;
        return sent === 1 ? [] : [`the ${kind} was sent ${sent} times once released`];
      }),
  };
}

/**
 * 503 with Retry-After: 1 for 3 s from a submission's first POST. The page must say the server asked
 * to wait and will retry, and no POST may follow a 503 sooner than the second it asked for.
 */
function busyServerScenario(): Scenario {
  return {
    name: '503 (Retry-After: 1) for 3 s',
    rule: (post) => (Date.now() - post.firstSeenAt < 3_000 ? { kind: 'status', status: 503, retryAfter: '1' } : null),
    after: async ([page]) => {
      await page?.getByText('The server is busy and asked us to wait. It will be sent automatically').first().waitFor();
    },
    problems: (since) =>
      KINDS.flatMap((kind) => {
        const posts = postsOf(proxy.posts(), PATHS[kind], since);
        return posts.slice(1).flatMap((post, i) => {
          const before = posts[i];
          return before?.fault === 'status' && post.at - before.at < 1_000
            ? [`a ${kind} POST came ${post.at - before.at} ms after a 503 asking for 1 s`]
            : [];
        });
      }),
  };
}

const scenarios: Scenario[] = [
  { name: '500 on the first attempt', rule: firstAttempt({ kind: 'status', status: 500 }) },
  busyServerScenario(),
  { name: 'request cut mid-body', rule: firstAttempt({ kind: 'cut-body' }) },
  { name: 'answer lost after the commit, once', rule: firstAttempt({ kind: 'drop-answer' }) },
  { name: 'answer lost after the commit, three times', rule: (post) => (post.attempt <= 3 ? { kind: 'drop-answer' } : null) },
  {
    name: 'server restarted while items are waiting',
    rule: () => null,
    before: () => server.stop(),
    after: () => server.start(),
  },
  twoTabsScenario(),
];

/** Submits an application (with a resume) and an enquiry on `page`; returns when each was submitted. */
async function submitBoth(
  page: Page,
  emails: Record<OutboxKind, string>,
  companyName: string,
): Promise<Record<OutboxKind, number>> {
  const applicationAt = Date.now();
  await submitApplicationForm(page, {
    fullname: 'Divya Subramanian',
    mobile: '9840056789',
    email: emails.application,
    pincode: '600017',
    experience: '3',
    role: 'Quality Inspector',
    address: '12 Usman Road, T. Nagar, Chennai',
    resume: { name: 'Divya resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile({ minBytes: 200_000 })) },
  });
  const result = page.getByRole('dialog', { name: /^(Saved|Success)$/ });
  await result.waitFor();
  await result.getByRole('button', { name: 'Close Now' }).click();
  await result.waitFor({ state: 'hidden' });

  const enquiryAt = Date.now();
  await submitEnquiryForm(page, {
    companyName,
    email: emails.enquiry,
    phone: '9445098765',
    jobTitle: 'Quality Inspector',
    description: 'Four quality inspectors for our Guindy plant.',
  });
  await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
  return { application: applicationAt, enquiry: enquiryAt };
}

test.each(scenarios.map((scenario, index) => [scenario.name, scenario, index] as const))(
  'exactly once: %s',
  async (_name, scenario, index) => {
    const since = Date.now();
    const companyName = `Guindy Faults ${String.fromCharCode(65 + index)}`;
    const emails: Record<OutboxKind, string> = {
      enquiry: uniqueEmail('faults.enquiry'),
      application: uniqueEmail('faults.applicant'),
    };
    const rows: Record<OutboxKind, () => number> = {
      enquiry: () => enquiriesFrom(server.dataDir, emails.enquiry),
      application: () => applicationsFrom(server.dataDir, emails.application).length,
    };
    const context = await browser.newContext();
    await watchSentTexts(context, companyName);
    try {
      const url = `${proxy.baseURL}/showjobdetails?id=${job.id}`;
      const page = await openControlled(context, url);
      const pages = [page];
      for (let tab = 0; tab < (scenario.extraTabs ?? 0); tab += 1) pages.push(await openControlled(context, url));

      proxy.setRule(scenario.rule);
      await scenario.before?.();
      const submittedAt = await submitBoth(page, emails, companyName);
      await scenario.after?.(pages);
      const arrived = await nudgeUntilDelivered(page, () => KINDS.every((kind) => rows[kind]() > 0), ATTEMPT_TIMEOUT_MS);
      proxy.setRule(() => null);

      // A delivered submission is announced; wait (a while) for every page to have had its say.
      // Notices take turns, one at a time for up to 12 s each (src/components/notices.ts), so the
      // second kind's may come a few notices later.
      await eventually(async () => (await Promise.all(KINDS.map((kind) => firstSentSeen(pages, kind)))).every(Boolean), 60_000);

      const result: ScenarioResult = {
        scenario: scenario.name,
        submissions: KINDS.length,
        lost: 0,
        duplicated: 0,
        deliveredAfterMs: {},
        confirmedAfterMs: {},
        attempts: 0,
      };
      const problems = scenario.problems?.(since) ?? [];
      for (const kind of KINDS) {
        const count = rows[kind]();
        const posts = postsOf(proxy.posts(), PATHS[kind], since);
        const { committedAt, answeredAt } = deliveryTimes(posts);
        const sentSeenAt = await firstSentSeen(pages, kind);
        result.attempts += posts.length;
        if (count === 0) result.lost += 1;
        if (count > 1) result.duplicated += count - 1;
        if (committedAt !== undefined) result.deliveredAfterMs[kind] = committedAt - submittedAt[kind];
        if (answeredAt !== undefined) result.confirmedAfterMs[kind] = answeredAt - submittedAt[kind];
        if (sentSeenAt !== undefined && (answeredAt === undefined || sentSeenAt < answeredAt)) {
          problems.push(
            `the page said the ${kind} was sent at ${sentSeenAt}, before a 2xx reached it (${answeredAt ?? 'never'})`,
          );
        }
        if (count > 0 && sentSeenAt === undefined) problems.push(`the ${kind} was delivered but no page said so`);
      }
      results.push(result);

      const log = JSON.stringify(proxy.posts().filter((post) => post.at >= since));
      expect(arrived, `everything delivered and the outbox empty. Proxy log: ${log}`).toBe(true);
      expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
      expect(problems).toEqual([]);
    } finally {
      proxy.setRule(() => null);
      if (!server.running) await server.start();
      await context.close();
    }
  },
  // Delivery (up to 45 s) and the notices' turns (up to 60 s), on a loaded machine.
  150_000,
);
