import type { BrowserContext, Page } from 'playwright-core';

import type { OutboxKind } from '../../src/outbox/item/outboxItem';
import type { PostRecord } from './harness/faultProxy';
import { escapeRegExp } from './harness/regExp';

/**
 * The watching and driving of tests/e2e/offline-faults.test.ts: when a page first claimed a
 * submission was sent, what its outbox holds, and the nudges that make delivery deterministic.
 */

/**
 * Texts by which a page says a submission of each kind was sent: the form's success (docs/PRODUCT.md §8,
 * word for word) and the notice of a kept one delivered later.
 */
function sentTexts(companyName: string): Record<OutboxKind, string[]> {
  const later = 'was kept on this device and has now been delivered';
  return {
    enquiry: [
      escapeRegExp('Thank you! Our team will get back to you soon.'),
      `Recruiting enquiry from ${escapeRegExp(companyName)} ${later}`,
    ],
    // Not across another submission's words: the page's text runs together (textContent), and an
    // enquiry delivered first ("Recruiting enquiry from ... was kept ...") must not read as the application.
    application: [
      escapeRegExp('Application submitted successfully!'),
      `Application for (?:(?!Recruiting enquiry from).)*? ${later}`,
    ],
  };
}

declare global {
  interface Window {
    /** Set by the init script below: when each kind's "sent" text first appeared (ms since epoch). */
    __sentSeenAt?: Partial<Record<OutboxKind, number>>;
  }
}

/**
 * In every page of the context, from its first script on: a MutationObserver notes when a "sent"
 * text of each kind first appears, with the wall clock the proxy also uses.
 */
export async function watchSentTexts(context: BrowserContext, companyName: string): Promise<void> {
  await context.addInitScript((sources: Record<OutboxKind, string[]>) => {
    const seen: Partial<Record<OutboxKind, number>> = {};
    window.__sentSeenAt = seen;
    const patterns = Object.entries(sources).map(
      ([kind, list]) => [kind as OutboxKind, list.map((source) => new RegExp(source))] as const,
    );
    const check = () => {
      const text = document.body?.textContent ?? '';
      for (const [kind, regexps] of patterns)
        if (seen[kind] === undefined && regexps.some((re) => re.test(text))) seen[kind] = Date.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, sentTexts(companyName));
}

/** The earliest time any of `pages` said a submission of `kind` was sent. */
export async function firstSentSeen(pages: Page[], kind: OutboxKind): Promise<number | undefined> {
  const times = await Promise.all(pages.map((page) => page.evaluate((k) => window.__sentSeenAt?.[k], kind)));
  const known = times.filter((time): time is number => time !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
}

/** The outbox items of the page's origin, as far as delivery goes. */
export interface OutboxView {
  idempotencyKey: string;
  attempts: number;
  status: string;
  serverWaitUntil?: number;
}

export function outboxView(page: Page): Promise<OutboxView[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxView[]>((resolve, reject) => {
        const open = indexedDB.open('sr-jobs-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as OutboxView[]).map(({ idempotencyKey, attempts, status, serverWaitUntil }) => ({
                idempotencyKey,
                attempts,
                status,
                serverWaitUntil,
              })),
            );
          };
        };
      }),
  );
}

/**
 * Until every submission has its row and the outbox is empty (or `timeoutMs` passes): after each
 * failed attempt the page has recorded, once any Retry-After it got has run out, fire the page's
 * `online` event, which asks the worker to deliver at once. So delivery waits on states, not on the
 * 10 s, 20 s, ... backoff timer. Returns whether everything arrived.
 */
export async function nudgeUntilDelivered(page: Page, delivered: () => boolean, timeoutMs: number): Promise<boolean> {
  const nudged = new Map<string, number>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const items = await outboxView(page);
    if (items.length === 0 && delivered()) return true;
    const due = items.filter(
      (item) =>
        item.status === 'waiting' &&
        item.attempts > (nudged.get(item.idempotencyKey) ?? 0) &&
        (item.serverWaitUntil ?? 0) <= Date.now(),
    );
    if (due.length > 0) {
      for (const item of due) nudged.set(item.idempotencyKey, item.attempts);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

/** The proxy's POSTs of one submission (its path, since the scenario started). */
export function postsOf(posts: readonly PostRecord[], path: string, since: number): PostRecord[] {
  return posts.filter((post) => post.path === path && post.at >= since);
}

const ok = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/** When the server first answered 2xx (it had committed), and when a 2xx first reached the browser. */
export function deliveryTimes(posts: PostRecord[]): { committedAt?: number; answeredAt?: number } {
  const committed = posts.filter((post) => ok(post.upstreamStatus)).map((post) => post.upstreamAt ?? Infinity);
  const answered = posts.map((post) => post.answeredAt).filter((time): time is number => time !== undefined);
  return {
    committedAt: committed.length > 0 ? Math.min(...committed) : undefined,
    answeredAt: answered.length > 0 ? Math.min(...answered) : undefined,
  };
}

/** One row of docs/RELIABILITY.md's table. */
export interface ScenarioResult {
  scenario: string;
  submissions: number;
  lost: number;
  duplicated: number;
  /** Per kind: submit click to the server's commit (ms). */
  deliveredAfterMs: Partial<Record<OutboxKind, number>>;
  /** Per kind: submit click to the first 2xx passed on to the browser (ms). */
  confirmedAfterMs: Partial<Record<OutboxKind, number>>;
  /** POSTs the proxy saw, all kinds. */
  attempts: number;
}

export function resultsTable(results: ScenarioResult[]): string {
  const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
  const pair = (times: Partial<Record<OutboxKind, number>>) => `${seconds(times.enquiry)} / ${seconds(times.application)}`;
  const lines = [
    '| Scenario | Submissions | Lost | Duplicated | POSTs through the proxy | Time to deliver: in the database (enquiry / application) | Time until the page was told |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.scenario} | ${r.submissions} | ${r.lost} | ${r.duplicated} | ${r.attempts} | ${pair(r.deliveredAfterMs)} | ${pair(r.confirmedAfterMs)} |`,
    ),
  ];
  return lines.join('\n');
}
