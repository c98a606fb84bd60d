import type { Kysely } from 'kysely';

import { IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../http/logger';
import type { StoredAnswer } from '../repositories/idempotencyKeys';
import { findAnswer, insertAnswer, purgeAnswersBefore } from '../repositories/idempotencyKeys';

/** An answer to a POST: what the first request got, and what a repeat gets back. */
export interface Answer {
  status: 201;
  body: string;
}

export interface IdempotentOutcome {
  status: number;
  body: string;
  /** True when this answers a repeat with the stored first answer. */
  fromStore: boolean;
}

/** Keys are kept at least this long, so a device that was offline for a day still gets its answer. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How often, at most, a write also deletes expired keys. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface IdempotencyScope {
  route: string;
  key: string | undefined;
  /** The request's content (requestHash): what tells a repeat from another submission once the body is read. */
  requestHash: string;
  /** The body's verified Content-Digest (base64 SHA-256), stored with the key; null when the client sent none. */
  bodyDigest: string | null;
}

/**
 * Runs `create` (which inserts the record) at most once per key and route.
 * In ONE transaction: look the key up, create the record, store the key with the answer.
 * A repeat finds the stored answer and gets it back. Two requests arriving at once: on SQLite the
 * transactions run one after the other (one connection), so the second finds the first's key; on
 * PostgreSQL the second one's key insert waits for the first and then fails as a duplicate, its
 * transaction (record included) rolls back and it gets the stored answer.
 */
export class IdempotentWrites {
  #lastPurge: number;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    // The server purges once at start (see start.ts); the next purge is due an interval later.
    this.#lastPurge = now().getTime();
  }

  async run(scope: IdempotencyScope, create: (trx: Kysely<Database>) => Promise<Answer>): Promise<IdempotentOutcome> {
    const { route, key, requestHash: hash, bodyDigest } = scope;
    if (key === undefined) {
      const answer = await this.db.kysely.transaction().execute(create);
      return { ...answer, fromStore: false };
    }
    let outcome: IdempotentOutcome;
    try {
      outcome = await this.db.kysely.transaction().execute(async (trx) => {
        const stored = await findAnswer(trx, route, key);
        if (stored) return storedAnswerFor(stored, hash);
        const answer = await create(trx);
        await insertAnswer(trx, route, key, { ...answer, requestHash: hash, bodyDigest }, this.now());
        return { ...answer, fromStore: false };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const stored = await findAnswer(this.db.kysely, route, key);
      if (!stored) throw err;
      return storedAnswerFor(stored, hash);
    }
    if (!outcome.fromStore) this.purgeNowAndThen();
    return outcome;
  }

  /** The stored answer of `key` on `route`, if any (storedKeyCheck.ts reads it before the body). */
  storedAnswer(route: string, key: string): Promise<StoredAnswer | undefined> {
    return findAnswer(this.db.kysely, route, key);
  }

  /** Deletes keys older than the retention; returns how many went. */
  async purge(): Promise<number> {
    this.#lastPurge = this.now().getTime();
    return purgeAnswersBefore(this.db.kysely, new Date(this.#lastPurge - KEY_RETENTION_MS));
  }

  private purgeNowAndThen(): void {
    if (this.now().getTime() - this.#lastPurge < PURGE_INTERVAL_MS) return;
    this.purge().catch((err: unknown) => this.logger.error('Purging old idempotency keys failed', err));
  }
}

/** The answer to a key reused for other content: the client's mistake, and the same words before or after the body. */
export function keyReused(headers?: Record<string, string>): ApiError {
  return new ApiError(
    422,
    `This ${IDEMPOTENCY_HEADER} was already used for a different submission. Please submit the form again as a new request.`,
    undefined,
    headers,
  );
}

/** The stored answer for a repeat; the same key with other content is a 422. */
function storedAnswerFor(stored: StoredAnswer, hash: string): IdempotentOutcome {
  if (stored.requestHash !== hash) throw keyReused();
  return { status: stored.status, body: stored.body, fromStore: true };
}
