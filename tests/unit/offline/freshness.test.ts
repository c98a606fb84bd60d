import { beforeEach, describe, expect, it } from 'vitest';

import {
  freshAnswerCount,
  freshnessSnapshot,
  noteApiAnswer,
  notePageCopy,
  resetFreshness,
  savedAtFrom,
  subscribeFreshness,
} from '../../../src/features/offline/freshness';

const JOBS = '/api/Project_10_Sr_Technologies_Jobs_NewPosts';
const saved = (iso: string) => new Headers({ 'X-Saved-At': iso });

beforeEach(resetFreshness);

describe('freshness of the data on screen', () => {
  it('reads the time a saved copy was saved from its header', () => {
    expect(savedAtFrom(saved('2025-03-04T05:06:07.000Z'))).toBe(Date.UTC(2025, 2, 4, 5, 6, 7));
    expect(savedAtFrom(new Headers())).toBeNull();
    expect(savedAtFrom(saved('not a date'))).toBeNull();
  });

  it('reports the latest saved copy shown, and forgets it once a fresh answer comes', () => {
    noteApiAnswer(JOBS, saved('2025-03-04T05:00:00.000Z'));
    noteApiAnswer(`${JOBS}/3`, saved('2025-03-04T06:00:00.000Z'));
    expect(freshnessSnapshot()).toEqual({ latest: { path: `${JOBS}/3`, savedAt: Date.UTC(2025, 2, 4, 6) }, count: 2 });

    noteApiAnswer(`${JOBS}/3`, new Headers());
    expect(freshnessSnapshot()).toEqual({ latest: { path: JOBS, savedAt: Date.UTC(2025, 2, 4, 5) }, count: 1 });

    noteApiAnswer(JOBS, new Headers());
    expect(freshnessSnapshot()).toEqual({ latest: null, count: 0 });
  });

  it('tells subscribers only when something changed', () => {
    let calls = 0;
    const unsubscribe = subscribeFreshness(() => (calls += 1));
    noteApiAnswer(JOBS, new Headers());
    expect(calls).toBe(0);
    noteApiAnswer(JOBS, saved('2025-03-04T05:00:00.000Z'));
    expect(calls).toBe(1);
    unsubscribe();
    noteApiAnswer(JOBS, new Headers());
    expect(calls).toBe(1);
  });

  it('reports a page saved on the device until the server answers, behind the saved answers reported since', () => {
    const page = { path: `${JOBS}/3`, savedAt: Date.UTC(2025, 2, 4, 4) };
    notePageCopy(page);
    expect(freshnessSnapshot()).toEqual({ latest: page, count: 1 });

    // A saved answer is newer news: it is the one reported; the page copy still counts.
    noteApiAnswer(JOBS, saved('2025-03-04T05:00:00.000Z'));
    expect(freshnessSnapshot()).toEqual({ latest: { path: JOBS, savedAt: Date.UTC(2025, 2, 4, 5) }, count: 2 });

    // A failed answer is no news from the server; a successful fresh one is.
    const fresh = freshAnswerCount();
    noteApiAnswer(`${JOBS}/9`, new Headers(), 503);
    expect(freshAnswerCount()).toBe(fresh);
    expect(freshnessSnapshot().count).toBe(2);
    noteApiAnswer(`${JOBS}/9`, new Headers(), 200);
    expect(freshAnswerCount()).toBe(fresh + 1);
    expect(freshnessSnapshot()).toEqual({ latest: { path: JOBS, savedAt: Date.UTC(2025, 2, 4, 5) }, count: 1 });
  });
});
