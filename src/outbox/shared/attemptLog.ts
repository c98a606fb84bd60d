import { offlineDb } from '../../offline/db';
import type { DeliveryAttemptRecord, LoggedOutcome } from '../item/attemptRecord';
import type { OutboxItem } from '../item/outboxItem';

/** How long attempts are kept: enough for a test session, small enough never to grow. */
export const ATTEMPT_LOG_KEEP_MS = 24 * 60 * 60_000;

/** What the submission's title is made of (describeSubmission, as the outbox panel shows it): nothing else of the form. */
function titleFields(item: Pick<OutboxItem, 'fields'>): Record<string, string> {
  const { jobname, companyName } = item.fields;
  return { ...(jobname === undefined ? {} : { jobname }), ...(companyName === undefined ? {} : { companyName }) };
}

function answerOf(outcome: LoggedOutcome): Pick<DeliveryAttemptRecord, 'status' | 'answer'> {
  switch (outcome.kind) {
    case 'delivered':
      return { status: outcome.status, answer: `Delivered (${outcome.status}).` };
    case 'refused':
      return { status: outcome.status, answer: `Refused (${outcome.status}): ${outcome.message}` };
    case 'waiting':
      return { status: outcome.status, answer: outcome.reason };
  }
}

/**
 * Records one attempt (the network lab's outbox view reads them) and drops those older than a day.
 * Never throws and hands the outcome back, so delivery goes on as if it were not there.
 */
export async function logAttempt<T extends LoggedOutcome>(
  item: Pick<OutboxItem, 'idempotencyKey' | 'kind' | 'fields'>,
  outcome: T,
  at = Date.now(),
): Promise<T> {
  try {
    const db = await offlineDb();
    const tx = db.transaction('attempts', 'readwrite');
    await tx.store.add({
      idempotencyKey: item.idempotencyKey,
      kind: item.kind,
      fields: titleFields(item),
      at,
      ...answerOf(outcome),
    });
    let old = await tx.store.index('byAt').openCursor(IDBKeyRange.upperBound(at - ATTEMPT_LOG_KEEP_MS));
    while (old) {
      await old.delete();
      old = await old.continue();
    }
    await tx.done;
  } catch {
    // The log is for testers: a device that cannot store it still delivers.
  }
  return outcome;
}
