// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readSavedResponse, saveResponse } from '../../../src/offline/savedResponses';
import { forgetUnlisted, listIds } from '../../../sw/listRemovals';
import { freshDatabase, jsonAnswer } from './freshDatabase';

const LIST = 'http://app.test/api/Project_10_Sr_Technologies_Jobs_NewPosts';

beforeEach(freshDatabase);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the ids of a list answer', () => {
  it('reads the ids of a list answer, once each, ignoring junk', () => {
    expect(listIds('[{"id":3},{"id":1},{"id":3},{"id":"x"},{},null,{"id":-2}]')).toEqual([3, 1]);
    expect(listIds('not json')).toEqual([]);
    expect(listIds('{"id":1}')).toEqual([]);
  });
});

describe('forgetting the details a fresh list no longer has', () => {
  it('deletes saved details of removed items and keeps the rest, other lists and queries', async () => {
    const other = 'http://app.test/api/Project_10_Sr_Technologies_Jobs_NewCompany';
    for (const url of [`${LIST}/1`, `${LIST}/2`, `${LIST}/3`, `${LIST}/2?x=1`, `${other}/3`, LIST])
      await saveResponse(url, jsonAnswer(200, {}));
    expect(await forgetUnlisted(LIST, JSON.stringify([{ id: 1 }, { id: 2 }]))).toBe(1);
    expect(await readSavedResponse(`${LIST}/3`)).toBeUndefined();
    for (const url of [`${LIST}/1`, `${LIST}/2`, `${LIST}/2?x=1`, `${other}/3`, LIST])
      expect(await readSavedResponse(url), url).toBeDefined();
  });

  it('forgets nothing when the answer is not a list', async () => {
    await saveResponse(`${LIST}/1`, jsonAnswer(200, {}));
    expect(await forgetUnlisted(LIST, '{"message":"maintenance"}')).toBe(0);
    expect(await readSavedResponse(`${LIST}/1`)).toBeDefined();
  });
});
