import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import type { JobSummary } from '../../src/domain/entities';
import type { OutboxKind } from '../../src/outbox/item/outboxItem';
import { pdfFile } from '../fixtures/resumes';
import { outboxView } from './faults-support';
import { browserForThisFile, fetchJobs, type ServerInstance, startExtraServer } from './harness';
import { type FaultProxy, startFaultProxy } from './harness/faultProxy';
import {
  applicationsFrom,
  enquiriesFrom,
  eventually,
  openControlled,
  submitApplicationForm,
  submitEnquiryForm,
  uniqueEmail,
} from './offline-support';
import { answeredAt, cutAndLostThreeTimes, describeTimes, mixWhile, submissionsWanted } from './recovery-support';

/**
 * Recovery while the browser stays online: after a fault ends, how long until every kept
 * submission is delivered, with nothing but the app's own triggers (no online event is fired, no
 * button pressed). The figures are printed for docs/RELIABILITY.md (RECOVERY_SUBMISSIONS=50 for
 * the documented run); the only time bound is a generous one that says "it was delivered at all".
 * Exactly once is checked by counting rows. And no notice may cover a dialog's buttons.
 */

const browser = browserForThisFile();
let server: ServerInstance;
let proxy: FaultProxy;
let job: JobSummary;
const report: string[] = [];

/** Generous: the old 10 s doubling backoff took over a minute per submission here. */
const DELIVERED_WITHIN_MS = 300_000;

beforeAll(async () => {
  server = await startExtraServer({ forwardStderr: false });
  proxy = await startFaultProxy(server.port);
  const first = (await fetchJobs(server.baseURL)).at(0);
  if (!first) throw new Error('the seeded database has jobs');
  job = first;
});

afterAll(async () => {
  if (report.length > 0) console.log(`\nRecovery after a fault, the browser online:\n\n${report.join('\n')}\n`);
  await proxy?.close();
  await server?.dispose();
});

const PATHS: Record<OutboxKind, string> = { enquiry: apiPaths.enquiry, application: apiPaths.application };

function rowsOf(kind: OutboxKind, email: string): number {
  return kind === 'enquiry' ? enquiriesFrom(server.dataDir, email) : applicationsFrom(server.dataDir, email).length;
}

/** Submits one application or enquiry through its form; returns once the form has had its say. */
async function submitOne(page: Page, kind: OutboxKind, email: string): Promise<void> {
  if (kind === 'application') {
    await submitApplicationForm(page, {
      fullname: 'Karthik Raman',
      mobile: '9840011223',
      email,
      pincode: '600032',
      experience: '4',
      role: 'CNC Operator',
      address: '5 Industrial Estate, Guindy, Chennai',
      resume: { name: 'Karthik resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile({ minBytes: 50_000 })) },
    });
    const result = page.getByRole('dialog', { name: /^(Saved|Success)$/ });
    await result.getByRole('button', { name: 'Close Now' }).click();
    await result.waitFor({ state: 'hidden' });
    return;
  }
  await submitEnquiryForm(page, {
    companyName: 'Guindy Recovery Works',
    email,
    phone: '9445011223',
    jobTitle: 'CNC Operator',
    description: 'Two CNC operators for the night shift.',
  });
  await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
}

/** Every submission has exactly its row and nothing is left in the page's outbox. */
async function allDelivered(page: Page, sent: { kind: OutboxKind; email: string }[]): Promise<boolean> {
  return eventually(
    async () => sent.every(({ kind, email }) => rowsOf(kind, email) > 0) && (await outboxView(page)).length === 0,
    DELIVERED_WITHIN_MS,
  );
}

/** The keys of POSTs to `path` the proxy saw since `since`, in order of first sight. */
function keysSince(since: number, path?: string): string[] {
  const keys = proxy
    .posts()
    .filter((post) => post.at >= since && (path === undefined || post.path === path))
    .map((post) => post.key);
  return [...new Set(keys)];
}

test('recovery: cut requests and lost answers for three attempts, one submission at a time', async () => {
  const count = submissionsWanted(2);
  const context = await browser.newContext();
  const recoveries: number[] = [];
  try {
    const page = await openControlled(context, `${proxy.baseURL}/showjobdetails?id=${job.id}`);
    proxy.setRule(cutAndLostThreeTimes());
    for (let index = 0; index < count; index += 1) {
      const kind: OutboxKind = index % 2 === 0 ? 'application' : 'enquiry';
      const email = uniqueEmail(`recovery.three.${kind}`);
      const since = Date.now();
      await submitOne(page, kind, email);
      expect(await allDelivered(page, [{ kind, email }]), `${kind} ${index + 1} delivered`).toBe(true);
      expect(rowsOf(kind, email), 'exactly one row').toBe(1);
      const [key] = keysSince(since, PATHS[kind]);
      const posts = proxy.posts().filter((post) => post.key === key);
      const faultEnd = posts.filter((post) => post.fault !== 'none').at(-1)?.at;
      const delivered = key === undefined ? undefined : answeredAt(posts, key);
      expect(
        faultEnd !== undefined && delivered !== undefined,
        `three faulted attempts, then a 2xx: ${JSON.stringify(posts)}`,
      ).toBe(true);
      recoveries.push((delivered ?? 0) - (faultEnd ?? 0));
    }
    report.push(describeTimes('cut / lost / cut, then through (from the last faulted POST to the 2xx)', recoveries));
  } finally {
    proxy.setRule(() => null);
    await context.close();
  }
}, 1_800_000);

test('recovery: a mix of 500s and cut requests, then the server answers again', async () => {
  const count = submissionsWanted(8);
  const context = await browser.newContext();
  let faulting = true;
  try {
    const page = await openControlled(context, `${proxy.baseURL}/showjobdetails?id=${job.id}`);
    const since = Date.now();
    proxy.setRule(mixWhile(() => faulting));
    const sent: { kind: OutboxKind; email: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      // One application among the enquiries: both forms, and a resume in the outbox.
      const kind: OutboxKind = index === 0 ? 'application' : 'enquiry';
      const email = uniqueEmail(`recovery.mix.${kind}`);
      await submitOne(page, kind, email);
      sent.push({ kind, email });
    }
    // Every submission is kept; let the outbox meet the failing server for a few more seconds.
    const kept = await eventually(async () => (await outboxView(page)).length === count, 30_000);
    expect(kept, 'every submission kept while the server fails').toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    faulting = false;
    const faultEnd = Date.now();
    const duringFault = proxy.posts().filter((post) => post.at >= since && post.at < faultEnd);
    const faultSeconds = (faultEnd - since) / 1000;

    const delivered = await allDelivered(page, sent);
    const undelivered = keysSince(since).filter((key) => answeredAt(proxy.posts(), key) === undefined);
    const trail = undelivered.map((key) =>
      proxy
        .posts()
        .filter((post) => post.key === key)
        .map((post) => `${post.at - faultEnd} ms ${post.fault} ${post.upstreamStatus ?? '-'}`),
    );
    expect(
      delivered,
      `every submission delivered; outbox ${JSON.stringify(await outboxView(page))}; ${JSON.stringify(trail)}`,
    ).toBe(true);
    for (const { kind, email } of sent) expect(rowsOf(kind, email), `${kind} ${email}: exactly one row`).toBe(1);
    const recoveries = keysSince(since).map((key) => (answeredAt(proxy.posts(), key) ?? Number.NaN) - faultEnd);
    expect(recoveries.every((ms) => ms >= 0)).toBe(true);
    report.push(describeTimes('500 / cut mix, then through (from the fault\u2019s end to each 2xx)', recoveries));
    report.push(
      `  during the fault: ${duringFault.length} POSTs in ${faultSeconds.toFixed(1)} s for ${count} submissions (${count} of them first attempts)`,
    );
  } finally {
    faulting = false;
    proxy.setRule(() => null);
    await context.close();
  }
}, 1_800_000);

test('recovery: the server restarted while applications wait', async () => {
  const count = Math.max(3, submissionsWanted(3));
  const context = await browser.newContext();
  let failing = true;
  try {
    const page = await openControlled(context, `${proxy.baseURL}/showjobdetails?id=${job.id}`);
    // The applications are kept (their POSTs get 500s), then the server goes down under the waiting queue.
    proxy.setRule(() => (failing ? { kind: 'status', status: 500 } : null));
    const emails: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = uniqueEmail('recovery.restart.applicant');
      await submitOne(page, 'application', email);
      emails.push(email);
    }
    const kept = await eventually(async () => {
      const items = await outboxView(page);
      return items.length === count && items.every((item) => item.attempts > 0);
    }, 30_000);
    expect(kept, 'every application kept, each attempted once').toBe(true);
    await server.stop();
    failing = false; // From now on the proxy forwards, and answers 502 while the server is down.
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const startAt = Date.now();
    await server.start();
    const answeringAt = Date.now();

    expect(
      await allDelivered(
        page,
        emails.map((email) => ({ kind: 'application' as const, email })),
      ),
      'every application delivered',
    ).toBe(true);
    for (const email of emails) expect(rowsOf('application', email), `${email}: exactly one row`).toBe(1);

    const posts = proxy.posts().filter((post) => post.at >= downAt && post.path === PATHS.application);
    const committed = posts.filter((post) => (post.upstreamStatus ?? 0) >= 200 && (post.upstreamStatus ?? 0) < 300);
    const lastCommitted = Math.max(...committed.map((post) => post.upstreamAt ?? Number.NaN));
    const probes = proxy.probes().filter((probe) => probe.at >= downAt);
    // What the outbox takes as "back" (src/outbox/shared/serverProbe.ts): ready, or only the page render still loading.
    const firstReady = probes.find(
      (probe) => probe.status === 200 || (probe.status === 503 && (probe.body ?? '').includes('page render not loaded')),
    );
    // The mechanism: while the server was down the device asked the tiny readiness check, not the
    // resume uploads, and the queue went out once a check found the server back.
    const uploadsWhileDown = posts.filter((post) => post.at < startAt && post.upstreamStatus === 502).length;
    expect(uploadsWhileDown, 'no resume upload sent to the server while it was down').toBe(0);
    expect(firstReady !== undefined && committed.every((post) => post.at >= firstReady.at)).toBe(true);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    report.push(
      `server restarted while ${count} applications waited (down ${seconds(startAt - downAt)}, starting ${seconds(answeringAt - startAt)}): ` +
        `last application in the database ${seconds(lastCommitted - answeringAt)} after the server answered again; ` +
        `first probe finding it back ${seconds((firstReady?.answeredAt ?? Number.NaN) - answeringAt)} after it; ` +
        `${probes.length} probes and ${posts.length} application POSTs since it went down; ` +
        `each application sent / in the database after it: ${committed
          .map((post) => `${seconds(post.at - answeringAt)} / ${seconds((post.upstreamAt ?? Number.NaN) - answeringAt)}`)
          .join(', ')}`,
    );
  } finally {
    failing = false;
    proxy.setRule(() => null);
    if (!server.running) await server.start();
    await context.close();
  }
}, 300_000);

test('a "Server busy" notice does not cover the application result dialog\u2019s "Close Now"', async () => {
  // A small phone screen, where stacked notices and a dialog share little room.
  const context = await browser.newContext({ viewport: { width: 360, height: 480 }, isMobile: true, hasTouch: true });
  try {
    const url = `${proxy.baseURL}/showjobdetails?id=${job.id}`;
    const page = await openControlled(context, url);
    // The server is busy for enquiries and asks for 20 s: each kept enquiry's retry will show a
    // "Server busy" notice, one at a time. They come while the application's result dialog is open, the first
    // notices of a freshly loaded page (the notices' host is mounted by the first one, after the dialog).
    proxy.setRule((post) => (post.path === PATHS.enquiry ? { kind: 'status', status: 503, retryAfter: '20' } : null));
    for (let index = 0; index < 4; index += 1) await submitOne(page, 'enquiry', uniqueEmail('recovery.busy.enquiry'));
    await page.reload();
    await page.getByRole('button', { name: 'Apply Now' }).first().waitFor();

    const application = uniqueEmail('recovery.busy.applicant');
    await submitApplicationForm(page, {
      fullname: 'Meena Krishnan',
      mobile: '9840099887',
      email: application,
      pincode: '600020',
      experience: '2',
      role: 'Welder',
      address: '9 Sardar Patel Road, Adyar, Chennai',
      resume: { name: 'Meena resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile({ minBytes: 20_000 })) },
    });
    const result = page.getByRole('dialog', { name: 'Success' });
    await result.waitFor();
    // One notice at a time: the others wait their turn.
    const shown = await eventually(async () => (await page.getByText('Server busy').count()) >= 1, 60_000);
    expect(shown, 'a "Server busy" notice is shown').toBe(true);
    expect(await page.getByText('Server busy').count(), 'never more than one notice at once').toBe(1);
    // Playwright clicks only what would receive the click: a notice on top of the button fails this.
    await result.getByRole('button', { name: 'Close Now' }).click({ timeout: 10_000 });
    await result.waitFor({ state: 'hidden' });
    expect(rowsOf('application', application)).toBe(1);
  } finally {
    proxy.setRule(() => null);
    await context.close();
  }
}, 180_000);
