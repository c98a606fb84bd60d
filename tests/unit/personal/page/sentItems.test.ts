// @vitest-environment node
// Node environment: under happy-dom, fake-indexeddb stores a Blob as {} (docs/TESTING.md).
import { beforeEach, describe, expect, it } from 'vitest';

import { readOfflineCopyProgress, saveOfflineCopyProgress } from '../../../../src/offline/offlineCopyProgress';
import { readSavedResponse, saveResponse } from '../../../../src/offline/savedResponses';
import { newOutboxItem, type OutboxItem } from '../../../../src/outbox/item/outboxItem';
import { createOutboxDelivery } from '../../../../src/outbox/shared/deliverOutbox';
import { addToOutbox, outboxItems } from '../../../../src/outbox/shared/outbox';
import { removeAllDeviceData } from '../../../../src/personal/page/deviceData';
import { withOutboxState } from '../../../../src/personal/page/sentItemsLogic';
import { savedJobs, saveJob } from '../../../../src/personal/shared/savedJobs';
import {
  forgetSent,
  recordDelivered,
  recordRefused,
  recordSent,
  removeSentItem,
  sentItemOf,
  sentItems,
} from '../../../../src/personal/shared/sentItems';
import { freshDatabase, jsonAnswer } from '../../offline/freshDatabase';

beforeEach(freshDatabase);

const application = (key: string, createdAt: number): OutboxItem =>
  newOutboxItem(
    {
      kind: 'application',
      fields: { fullname: 'Asha', jobid: '12', jobname: 'Accountant', companyname: 'Acme Ltd' },
      resume: new Blob([new Uint8Array(2048)], { type: 'application/pdf' }),
      resumeFileName: 'Asha CV.pdf',
    },
    key,
    createdAt,
  );

const enquiry = (key: string, createdAt: number): OutboxItem =>
  newOutboxItem(
    { kind: 'enquiry', fields: { companyName: 'Globex', jobTitle: 'Night shift welders' }, resume: null, resumeFileName: null },
    key,
    createdAt,
  );

describe('the record of what was sent ("My applications")', () => {
  it('records an application with its job, company, time and the resume name and size, never the file', async () => {
    await recordSent(application('a', 1000));

    const [item] = await sentItems();
    expect(item).toEqual({
      idempotencyKey: 'a',
      kind: 'application',
      title: 'Accountant',
      company: 'Acme Ltd',
      jobId: 12,
      sentAt: 1000,
      state: 'waiting',
      deliveredAt: null,
      reason: null,
      resume: { name: 'Asha CV.pdf', size: 2048 },
    });
    expect(Object.values(item ?? {}).some((value) => value instanceof Blob)).toBe(false);
  });

  it('records an enquiry by its subject and sender', () => {
    expect(sentItemOf(enquiry('e', 1000))).toMatchObject({
      kind: 'enquiry',
      title: 'Night shift welders',
      company: 'Globex',
      jobId: null,
      resume: null,
    });
  });

  it('lists the newest first and moves a record on to delivered or refused with the reason', async () => {
    await recordSent(application('a', 1000));
    await recordSent(enquiry('e', 2000));
    await recordDelivered('a', 5000);
    await recordRefused('e', 'Enter a valid phone number');

    expect(await sentItems()).toMatchObject([
      { idempotencyKey: 'e', state: 'refused', reason: 'Enter a valid phone number' },
      { idempotencyKey: 'a', state: 'delivered', deliveredAt: 5000 },
    ]);
  });

  it('does not bring back a record the user removed when its delivery is recorded later', async () => {
    await recordSent(application('a', 1000));
    await removeSentItem('a');
    await recordDelivered('a');

    expect(await sentItems()).toEqual([]);
  });

  it('forgets a discarded submission: it was never sent', async () => {
    await recordSent(enquiry('e', 1000));
    await forgetSent('e');

    expect(await sentItems()).toEqual([]);
  });

  it('is moved on by the outbox delivery itself: waiting, then delivered or refused', async () => {
    const delivered = application('a', 1000);
    const refused = enquiry('e', 2000);
    for (const item of [delivered, refused]) {
      await addToOutbox(item);
      await recordSent(item);
    }
    expect((await sentItems()).map((item) => item.state)).toEqual(['waiting', 'waiting']);

    const deliver = createOutboxDelivery({
      baseUrl: 'http://api.test',
      locks: null,
      publish: () => undefined,
      fetch: async (input) =>
        (input as Request).headers.get('Idempotency-Key') === 'a'
          ? jsonAnswer(201, {})
          : jsonAnswer(400, { message: 'Enter a valid phone number' }),
    });
    await deliver();

    expect(await sentItems()).toMatchObject([
      { idempotencyKey: 'e', state: 'refused', reason: 'Enter a valid phone number' },
      { idempotencyKey: 'a', state: 'delivered', resume: { name: 'Asha CV.pdf', size: 2048 } },
    ]);
  });
});

describe('the state the page shows', () => {
  it("is the outbox's while the submission is kept there, else the recorded one", () => {
    const waiting = sentItemOf(application('a', 1000));
    const sentAgain = { ...sentItemOf(enquiry('e', 2000)), state: 'refused' as const, reason: 'Old reason' };
    const delivered = { ...sentItemOf(enquiry('d', 3000)), state: 'delivered' as const, deliveredAt: 4000 };
    const refusedInOutbox = { ...enquiry('a', 1000), status: 'refused' as const, lastError: 'Enter a valid email address' };

    expect(withOutboxState([waiting, sentAgain, delivered], [refusedInOutbox, enquiry('e', 2000)])).toMatchObject([
      { idempotencyKey: 'a', state: 'refused', reason: 'Enter a valid email address' },
      { idempotencyKey: 'e', state: 'waiting', reason: null },
      { idempotencyKey: 'd', state: 'delivered', deliveredAt: 4000 },
    ]);
  });
});

describe('removing all my data from this device', () => {
  it('empties the saved jobs, the record, the outbox, the saved answers and the offline copy progress', async () => {
    await saveJob(
      { id: 1, image: '', title: 'Welder', companyName: '', location: '', jobType: '', experience: '', salary: '' },
      1000,
    );
    const waiting = application('a', 1000);
    await addToOutbox(waiting);
    await recordSent(waiting);
    await saveResponse('http://site.test/api/jobs/1', jsonAnswer(200, { id: 1 }));
    await saveOfflineCopyProgress({ version: 12, run: null, allowOnSaveData: true, completedAt: 1000 });

    await removeAllDeviceData();

    expect(await savedJobs()).toEqual([]);
    expect(await sentItems()).toEqual([]);
    expect(await outboxItems()).toEqual([]);
    expect(await readSavedResponse('http://site.test/api/jobs/1')).toBeUndefined();
    expect(await readOfflineCopyProgress()).toMatchObject({ version: null, completedAt: null });
  });
});
