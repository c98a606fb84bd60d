import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export interface StoredResumeBytes {
  /** Bytes of the resumes of applications created after `since`. */
  bytes: number;
  /** When the oldest of those was created (undefined when none). */
  oldest: Date | undefined;
}

/**
 * The resume bytes stored since `since`. Reads only the (created_at, resume_size) index of
 * migration 003, never the rows, whose resume blobs SQLite would otherwise walk through.
 */
export async function resumeBytesSince(db: Kysely<Database>, since: Date): Promise<StoredResumeBytes> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => [
      eb.fn.sum<number | string | null>('resume_size').as('bytes'),
      eb.fn.min<string | null>('created_at').as('oldest'),
    ])
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  // PostgreSQL's sum() is a numeric, which pg hands over as a string.
  return { bytes: Number(row.bytes ?? 0), oldest: row.oldest ? new Date(row.oldest) : undefined };
}
