// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import {
  notSavedAnswer,
  pruneSavedResponses,
  readSavedResponse,
  savedCopyAnswer,
  saveResponse,
} from '../../../src/offline/savedResponses';
import { NOT_SAVED_MESSAGE, SAVED_AT_HEADER } from '../../../src/offline/savedResponses';
import { freshDatabase, jsonAnswer } from './freshDatabase';

const JOBS = 'http://localhost/api/Project_10_Sr_Technologies_Jobs_NewPosts';
const HOUR = 60 * 60 * 1000;

beforeEach(freshDatabase);

describe('saved responses', () => {
  it('keeps the body, status, type and time of a saved answer', async () => {
    const savedAt = Date.UTC(2025, 0, 2, 3, 4, 5);
    await saveResponse(JOBS, jsonAnswer(200, [{ id: 1, jobname: 'Java Developer' }]), savedAt);

    const saved = await readSavedResponse(JOBS);
    expect(saved).toMatchObject({ url: JOBS, status: 200, contentType: 'application/json', savedAt });
    expect(JSON.parse(saved?.body ?? 'null')).toEqual([{ id: 1, jobname: 'Java Developer' }]);
  });

  it('keeps one copy per URL: a newer answer replaces the older', async () => {
    await saveResponse(JOBS, jsonAnswer(200, [1]), 1000);
    await saveResponse(JOBS, jsonAnswer(200, [1, 2]), 2000);

    const saved = await readSavedResponse(JOBS);
    expect(saved?.body).toBe('[1,2]');
    expect(saved?.savedAt).toBe(2000);
  });

  it('has nothing for a URL never saved', async () => {
    expect(await readSavedResponse(`${JOBS}/99`)).toBeUndefined();
  });

  it('answers from the saved copy with the time it was saved', async () => {
    const savedAt = Date.UTC(2025, 5, 1, 8, 0, 0);
    const saved = await saveResponse(JOBS, jsonAnswer(200, [{ id: 7 }]), savedAt);

    const answer = savedCopyAnswer(saved);
    expect(answer.status).toBe(200);
    expect(answer.headers.get(SAVED_AT_HEADER)).toBe('2025-06-01T08:00:00.000Z');
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(await answer.json()).toEqual([{ id: 7 }]);
  });

  it('answers 503 with the offline message when nothing was saved', async () => {
    const answer = notSavedAnswer();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: NOT_SAVED_MESSAGE });
    expect(NOT_SAVED_MESSAGE).toBe('You are offline and this page has not been saved on this device yet.');
  });

  it('drops copies older than the maximum age and keeps the rest', async () => {
    const now = 100 * HOUR;
    await saveResponse(`${JOBS}/1`, jsonAnswer(200, {}), now - 50 * HOUR);
    await saveResponse(`${JOBS}/2`, jsonAnswer(200, {}), now - 2 * HOUR);

    const removed = await pruneSavedResponses(now, 24 * HOUR, 100);

    expect(removed).toBe(1);
    expect(await readSavedResponse(`${JOBS}/1`)).toBeUndefined();
    expect(await readSavedResponse(`${JOBS}/2`)).toBeDefined();
  });

  it('drops the oldest copies beyond the entry limit', async () => {
    for (let id = 1; id <= 5; id += 1) await saveResponse(`${JOBS}/${id}`, jsonAnswer(200, {}), id * 1000);

    const removed = await pruneSavedResponses(6000, HOUR, 3);

    expect(removed).toBe(2);
    const left = await Promise.all([1, 2, 3, 4, 5].map((id) => readSavedResponse(`${JOBS}/${id}`)));
    expect(left.map((saved) => saved !== undefined)).toEqual([false, false, true, true, true]);
  });

  it("leaves what `keep` names (the offline copy's details) and does not count it against the limit", async () => {
    for (let id = 1; id <= 4; id += 1) await saveResponse(`${JOBS}/${id}`, jsonAnswer(200, {}), id * 1000);
    await saveResponse(JOBS, jsonAnswer(200, []), 500);
    await saveResponse(`${JOBS}?q=1`, jsonAnswer(200, []), 600);

    const removed = await pruneSavedResponses(100 * HOUR, HOUR, 1, (url) => /\/\d+$/.test(url));

    // Every answer is too old; only the two that are not details go.
    expect(removed).toBe(2);
    expect(await readSavedResponse(JOBS)).toBeUndefined();
    for (let id = 1; id <= 4; id += 1) expect(await readSavedResponse(`${JOBS}/${id}`)).toBeDefined();
  });
});
