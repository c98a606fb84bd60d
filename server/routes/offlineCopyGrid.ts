import type { OfflineCopyCursor } from '../../src/contract/offlineCopy';
import { type Resource, RESOURCES } from '../../src/contract/resources';
import type { Db } from '../db/connect';
import { idsChangedSince } from '../repositories/contentChanges';

/** The ids one run sends (every row, or those written since a version), per resource, in id order. */
export type RunIds = Readonly<Record<Resource, readonly number[]>>;

export async function readRunIds(db: Db, since: number | null): Promise<RunIds> {
  const lists = await Promise.all(
    RESOURCES.map(async (resource) => [resource, await idsChangedSince(db.kysely, resource, since)] as const),
  );
  return Object.fromEntries(lists) as Record<Resource, number[]>;
}

/** How many of the ascending `ids` are at most `id`. */
function countAtMost(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] ?? 0) <= id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Where the chunk that holds the place `cursor` names begins, as the server chunks the run itself
 * (every `chunkItems` items, the resources in RESOURCES order): the very cursor the server put in
 * the `next` of the chunk before, or the run's start. A cursor the server issued for these ids is
 * answered as asked; any other place (a made-up cursor, or one issued before the content changed)
 * gets the chunk around it, which repeats a few items the device may hold and skips none. So the
 * answers a run can get are its chunks, a handful, whatever cursors are sent: each is built and
 * kept once (routes/offlineCopy.ts), never one per cursor.
 */
export function chunkStart(ids: RunIds, cursor: OfflineCopyCursor, chunkItems: number): OfflineCopyCursor {
  let position = 0;
  for (const resource of RESOURCES) {
    if (resource === cursor.resource) {
      position += countAtMost(ids[resource], cursor.afterId);
      break;
    }
    position += ids[resource].length;
  }
  const before = Math.floor(position / chunkItems) * chunkItems;
  // The last item of the chunk before: the item at index before - 1 across the resources.
  let index = before - 1;
  for (const resource of RESOURCES) {
    const list = ids[resource];
    if (index < list.length && index >= 0) return { version: cursor.version, resource, afterId: list[index] ?? 0 };
    index -= list.length;
  }
  return { version: cursor.version, resource: RESOURCES[0], afterId: 0 };
}
