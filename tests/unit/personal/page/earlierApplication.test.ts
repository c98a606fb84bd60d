// @vitest-environment node
// Node environment: under happy-dom, fake-indexeddb stores a Blob as {} (docs/TESTING.md).
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { newOutboxItem, type OutboxItem } from '../../../../src/outbox/item/outboxItem';
import { earlierApplication } from '../../../../src/personal/page/earlierApplication';
import { applicationBefore } from '../../../../src/personal/page/sentItemsState';
import type { SentItem } from '../../../../src/personal/shared/records';
import { recordDelivered, recordRefused, recordSent } from '../../../../src/personal/shared/sentItems';
import { freshDatabase } from '../../offline/freshDatabase';

beforeEach(freshDatabase);

const record = (key: string, changes: Partial<SentItem>): SentItem => ({
  idempotencyKey: key,
  kind: 'application',
  title: 'Accountant',
  company: 'Acme Ltd',
  jobId: 12,
  sentAt: 1000,
  state: 'delivered',
  deliveredAt: 1000,
  reason: null,
  resume: null,
  ...changes,
});

const application = (key: string, jobId: number, createdAt: number): OutboxItem =>
  newOutboxItem(
    { kind: 'application', fields: { jobid: String(jobId), jobname: 'Accountant' }, resume: null, resumeFileName: null },
    key,
    createdAt,
  );

describe('the application to a job this device remembers', () => {
  it('is the newest delivered or waiting application to that job', () => {
    const records = [
      record('newest-other-job', { jobId: 13, sentAt: 4000 }),
      record('waiting', { state: 'waiting', sentAt: 3000, deliveredAt: null }),
      record('delivered', { sentAt: 2000 }),
    ];
    expect(earlierApplication(records, 12)?.idempotencyKey).toBe('waiting');
    expect(earlierApplication(records, 13)?.idempotencyKey).toBe('newest-other-job');
    expect(earlierApplication(records, 14)).toBeNull();
  });

  it('does not count a refused application (the agency never got it) or an enquiry', () => {
    const records = [
      record('refused', { state: 'refused', reason: 'Enter a valid phone number', sentAt: 3000 }),
      record('enquiry', { kind: 'enquiry', jobId: 12, sentAt: 2500 }),
      record('delivered', { sentAt: 2000 }),
    ];
    expect(earlierApplication(records, 12)?.idempotencyKey).toBe('delivered');
    expect(earlierApplication(records.slice(0, 2), 12)).toBeNull();
  });

  it('is read from the device, and follows the record as the outbox delivers or the server refuses', async () => {
    expect(await applicationBefore(12)).toBeNull();

    await recordSent(application('a', 12, 1000));
    await vi.waitFor(async () => expect((await applicationBefore(12))?.state).toBe('waiting'));
    expect(await applicationBefore(13)).toBeNull();

    await recordDelivered('a', 2000);
    await vi.waitFor(async () => expect(await applicationBefore(12)).toMatchObject({ state: 'delivered', sentAt: 1000 }));

    await recordSent(application('b', 13, 3000));
    await recordRefused('b', 'Enter a valid phone number');
    await vi.waitFor(async () =>
      expect((await applicationBefore(13)) === null && (await applicationBefore(12)) !== null).toBe(true),
    );
  });
});
