import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export interface StoredAnswer {
  requestHash: string;
  status: number;
  body: string;
  /** The base64 SHA-256 of the first request's body bytes, when it sent a Content-Digest. */
  bodyDigest: string | null;
}

export async function findAnswer(db: Kysely<Database>, route: string, key: string): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body', 'body_digest'])
    .where('route', '=', route)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, status: row.status, body: row.body, bodyDigest: row.body_digest };
}

/** Fails with a unique violation when the key is already stored for this route. */
export async function insertAnswer(
  db: Kysely<Database>,
  route: string,
  key: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      route,
      key,
      request_hash: answer.requestHash,
      status: answer.status,
      body: answer.body,
      body_digest: answer.bodyDigest,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Deletes keys stored before `cutoff`; returns how many went. */
export async function purgeAnswersBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
