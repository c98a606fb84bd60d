// @vitest-environment node
// Node environment: fake-indexeddb and Node's own BroadcastChannel, as in the other outbox tests.
import { beforeEach, describe, expect, it } from 'vitest';

import type { Translate } from '../../../../src/i18n/useT';
import { offlineDb } from '../../../../src/offline/db';
import type { StoredOutboxItem } from '../../../../src/outbox/item/outboxItem';
import { eventTitle } from '../../../../src/outbox/page/submissionTitle';
import { createOutboxDelivery } from '../../../../src/outbox/shared/deliverOutbox';
import { outboxItem, outboxItems } from '../../../../src/outbox/shared/outbox';
import { type OutboxEvent, publishOutboxEvent, subscribeOutboxEvents } from '../../../../src/outbox/shared/outboxEvents';
import { freshDatabase, jsonAnswer } from '../../offline/freshDatabase';
import { testI18n } from '../../texts';

/**
 * A user's device may hold outbox items an older version of the app stored, with the status words
 * it used then ("pending", "failed"), and may run an older tab beside a newer worker after an
 * update. Both must keep working with today's words (docs/OFFLINE.md, "The outbox's words").
 */
beforeEach(freshDatabase);

/** An item exactly as an older version wrote it to IndexedDB. */
const olderItem = (idempotencyKey: string, status: 'pending' | 'failed', createdAt: number): StoredOutboxItem => ({
  idempotencyKey,
  kind: 'enquiry',
  fields: { companyName: idempotencyKey },
  resume: null,
  resumeFileName: null,
  createdAt,
  attempts: 1,
  lastError: status === 'failed' ? 'Enter a valid phone number' : 'Network error: offline',
  status,
  nextAttemptAt: 1000,
});

describe('outbox items stored by an older version', () => {
  it('delivers an item stored as "pending", and leaves one stored as "failed" for the user as refused', async () => {
    const db = await offlineDb();
    await db.put('outbox', olderItem('old-pending', 'pending', 1000));
    await db.put('outbox', olderItem('old-failed', 'failed', 2000));
    const received: string[] = [];
    const deliver = createOutboxDelivery({
      baseUrl: 'http://api.test',
      locks: null,
      publish: () => undefined,
      fetch: async (input) => {
        received.push((input as Request).headers.get('Idempotency-Key') ?? '');
        return jsonAnswer(201, {});
      },
    });

    expect((await outboxItems()).map((item) => [item.idempotencyKey, item.status])).toEqual([
      ['old-pending', 'waiting'],
      ['old-failed', 'refused'],
    ]);
    const report = await deliver();

    expect(received).toEqual(['old-pending']);
    expect(report).toEqual({ delivered: ['old-pending'], refused: [], waiting: [] });
    expect(await outboxItem('old-pending')).toBeUndefined();
    expect(await outboxItem('old-failed')).toMatchObject({ status: 'refused', lastError: 'Enter a valid phone number' });
  });
});

/** The next message on a BroadcastChannel. */
function nextMessage(channel: BroadcastChannel): Promise<unknown> {
  return new Promise((resolve) => channel.addEventListener('message', (message) => resolve(message.data), { once: true }));
}

describe('outbox events shared with contexts of an older version', () => {
  it('understands their "rejected" and "deferred", and speaks their words on the channel', async () => {
    const older = new BroadcastChannel('sr-jobs-outbox');
    try {
      const received: OutboxEvent[] = [];
      const heard = new Promise<void>((resolve) =>
        subscribeOutboxEvents((event) => {
          received.push(event);
          if (received.length === 2) resolve();
        }),
      );
      const common = { idempotencyKey: 'k', kind: 'enquiry', title: 'Recruiting enquiry', waited: true } as const;
      older.postMessage({ ...common, type: 'rejected', message: 'Enter a valid phone number' });
      older.postMessage({ ...common, type: 'deferred', until: 5000 });
      await heard;
      expect(received).toEqual([
        { ...common, type: 'refused', message: 'Enter a valid phone number' },
        { ...common, type: 'busy', until: 5000 },
      ]);
      // Their events name the submission in English only (no subject): shown as they came.
      const ta = testI18n('ta', ['outbox']).t as Translate;
      expect(eventTitle(ta, { kind: 'enquiry', title: 'Recruiting enquiry' })).toBe('Recruiting enquiry');
      expect(eventTitle(ta, { kind: 'enquiry', title: 'Recruiting enquiry', subject: null })).not.toMatch(/[A-Za-z]/);
      expect(eventTitle(ta, { kind: 'application', title: 'x', subject: 'Welder' })).toContain('Welder');

      const toOlder = nextMessage(older);
      publishOutboxEvent({ ...common, type: 'refused', message: 'Too long' });
      expect(await toOlder).toEqual({ ...common, type: 'rejected', message: 'Too long' });
      const busyToOlder = nextMessage(older);
      publishOutboxEvent({ ...common, type: 'busy', until: 7000 });
      expect(await busyToOlder).toEqual({ ...common, type: 'deferred', until: 7000 });
    } finally {
      older.close();
    }
  });
});
