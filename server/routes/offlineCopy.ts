import { Hono } from 'hono';

import {
  formatCursor,
  OFFLINE_COPY_PATH,
  type OfflineCopyChunk,
  type OfflineCopyCursor,
  type OfflineCopyItem,
  parseCursor,
  parseVersion,
} from '../../src/contract/offlineCopy';
import { type Resource, RESOURCES } from '../../src/contract/resources';
import { encodeArticle, encodeCompany, encodeJob } from '../../src/contract/wire';
import type { Db } from '../db/connect';
import type { AnswerCache } from '../http/answerCache';
import { CACHE_BUDGET } from '../http/cacheBudget';
import { ApiError } from '../http/errors';
import { API_CACHE_CONTROL, prepareJson, sendPrepared } from '../http/preparedBody';
import { type ContentRecords, recordsChangedSince, removalsSince } from '../repositories/contentChanges';
import { currentContentVersion } from '../repositories/contentVersion';
import { chunkStart, readRunIds, type RunIds } from './offlineCopyGrid';

/**
 * Details per chunk: at 5,000 jobs about a dozen chunks of ~1 MB of JSON each (well under 100 KB
 * brotli), so a dropped connection costs one chunk, not the whole copy.
 */
export const OFFLINE_COPY_CHUNK_ITEMS = 500;

/** The same encoders the detail endpoints use, so a saved copy is byte for byte their answer. */
const encoders: { [K in Resource]: (record: ContentRecords[K]) => unknown } = {
  jobs: encodeJob,
  companies: encodeCompany,
  articles: encodeArticle,
};

const BAD_SINCE = 'since must be a content version: a whole number from an earlier answer\u2019s "version".';
const BAD_AFTER = 'after must be a cursor from an earlier answer\u2019s "next".';
const STALE_AFTER = 'The cursor belongs to data that has since been replaced: start again without after.';
const OLD_AFTER = 'The cursor is older than the versions still answered: start again without after.';

/**
 * The content versions a cursor may be behind the current one and still be answered: a run begun
 * before this many content writes starts again (the client does so on the 400, src/offline/offlineCopy.ts).
 * The cursors answered are then the chunks of this many versions at most (offlineCopyGrid.ts), each
 * kept in a bounded pool (cacheBudget.ts); a staff member's day of edits stays well within it.
 */
export const OFFLINE_COPY_CURSOR_VERSIONS = 100;

function queryValue(values: string[] | undefined, message: string): string | undefined {
  if (values === undefined) return undefined;
  if (values.length !== 1) throw new ApiError(400, message);
  return values[0];
}

async function readChunk(
  db: Db,
  since: number | null,
  cursor: OfflineCopyCursor,
  withRemovals: boolean,
): Promise<OfflineCopyChunk> {
  const items: OfflineCopyItem[] = [];
  let next: string | null = null;
  for (const resource of RESOURCES.slice(RESOURCES.indexOf(cursor.resource))) {
    const afterId = resource === cursor.resource ? cursor.afterId : 0;
    const room = OFFLINE_COPY_CHUNK_ITEMS - items.length;
    const records = await recordsChangedSince(db.kysely, resource, since, afterId, room);
    const encode = encoders[resource] as (record: ContentRecords[Resource]) => unknown;
    for (const record of records) items.push({ resource, id: record.id, detail: encode(record) });
    if (records.length === room) {
      // Full: the next chunk starts after this one's last item (it may find nothing more).
      next = formatCursor({ version: cursor.version, resource, afterId: records.at(-1)?.id ?? afterId });
      break;
    }
  }
  const removed = withRemovals && since !== null ? await removalsSince(db.kysely, since) : [];
  return { version: cursor.version, full: since === null, items, removed, next };
}

/** GET /api/offline-copy (src/contract/offlineCopy.ts): a device's offline copy, in chunks. */
export function offlineCopyRoutes(db: Db, cache: AnswerCache): Hono {
  const app = new Hono();
  // The full copy's chunks are the same for every device until content changes (which empties
  // them): made and compressed once. Deltas are asked for by every device that synced at one
  // version, and `since` is the client's choice: a few kept.
  const fullChunks = cache.bounded(CACHE_BUDGET.offlineCopy, 'offline copy');
  const deltaChunks = cache.bounded(CACHE_BUDGET.offlineDeltas, 'offline deltas');
  // The full copy's ids, read again when the content version moves (one list at a time).
  let fullIds: { version: number; ids: Promise<RunIds> } | undefined;
  const runIds = (since: number | null, current: number): Promise<RunIds> => {
    if (since !== null) return readRunIds(db, since);
    if (fullIds?.version !== current) {
      const entry = { version: current, ids: readRunIds(db, null) };
      fullIds = entry;
      entry.ids.catch(() => {
        if (fullIds === entry) fullIds = undefined;
      });
    }
    return fullIds.ids;
  };

  app.get(OFFLINE_COPY_PATH, async (c) => {
    const rawSince = queryValue(c.req.queries('since'), BAD_SINCE);
    const rawAfter = queryValue(c.req.queries('after'), BAD_AFTER);
    const asked = rawSince === undefined ? null : parseVersion(rawSince);
    if (rawSince !== undefined && asked === null) throw new ApiError(400, BAD_SINCE);
    const after = rawAfter === undefined ? null : parseCursor(rawAfter);
    if (rawAfter !== undefined && after === null) throw new ApiError(400, BAD_AFTER);

    // Read first: a reader that sees version N sees every write up to N (contentVersion.ts).
    const current = await currentContentVersion(db.kysely);
    if (after !== null && after.version > current) throw new ApiError(400, STALE_AFTER);
    if (after !== null && after.version < current - OFFLINE_COPY_CURSOR_VERSIONS) throw new ApiError(400, OLD_AFTER);
    // A since above the counter comes from a database since replaced: that device needs it all.
    const since = asked !== null && asked <= current ? asked : null;
    // Only the run's own chunk starts are answered (offlineCopyGrid.ts), so the cursors a client
    // makes up cannot make one answer each. The answer keeps the cursor's version: the device
    // holds what this run sent since that version, and asks for what changed after it next time.
    const cursor =
      after === null
        ? { version: current, resource: RESOURCES[0], afterId: 0 }
        : chunkStart(await runIds(since, current), after, OFFLINE_COPY_CHUNK_ITEMS);
    const build = async () => prepareJson(await readChunk(db, since, cursor, after === null));
    const body =
      since === null
        ? await fullChunks(formatCursor(cursor), build)
        : await deltaChunks(`${since} ${after === null ? 'first' : 'after'} ${formatCursor(cursor)}`, build);
    if (body === null) throw new ApiError(404, 'The offline copy was not found.');
    return sendPrepared(c, body, API_CACHE_CONTROL);
  });
  return app;
}
