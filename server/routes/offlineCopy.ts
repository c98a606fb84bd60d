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
import { ApiError } from '../http/errors';
import { API_CACHE_CONTROL, prepareJson, sendPrepared } from '../http/preparedBody';
import { type ContentRecords, recordsChangedSince, removalsSince } from '../repositories/contentChanges';
import { currentContentVersion } from '../repositories/contentVersion';

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
    // A since above the counter comes from a database since replaced: that device needs it all.
    const since = asked !== null && asked <= current ? asked : null;
    const cursor = after ?? { version: current, resource: RESOURCES[0], afterId: 0 };
    const build = async () => prepareJson(await readChunk(db, since, cursor, after === null));
    // The full copy's chunks are the same for every device until content changes (which empties
    // the cache): made and compressed once. Deltas differ per device and are small: made each time.
    const body = since === null ? await cache.get(`${OFFLINE_COPY_PATH}?after=${formatCursor(cursor)}`, build) : await build();
    if (body === null) throw new ApiError(404, 'The offline copy was not found.');
    return sendPrepared(c, body, API_CACHE_CONTROL);
  });
  return app;
}
