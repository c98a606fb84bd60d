// @vitest-environment node
// Node environment: under happy-dom, fake-indexeddb stores a Blob as {} (docs/TESTING.md).
import { beforeEach, describe, expect, it } from 'vitest';

import { newOutboxItem } from '../../../../src/outbox/item/outboxItem';
import { addToOutbox, outboxItem, outboxItems, removeFromOutbox, updateOutboxItem } from '../../../../src/outbox/shared/outbox';
import { firstDifference, freshDatabase } from '../../offline/freshDatabase';

beforeEach(freshDatabase);

const enquiry = (key: string, createdAt: number) =>
  newOutboxItem({ kind: 'enquiry', fields: { companyName: key }, resume: null, resumeFileName: null }, key, createdAt);

describe('outbox store', () => {
  it('lists waiting submissions oldest first, whatever order they were written in', async () => {
    await addToOutbox(enquiry('c', 3000));
    await addToOutbox(enquiry('a', 1000));
    await addToOutbox(enquiry('b', 2000));

    expect((await outboxItems()).map((item) => item.idempotencyKey)).toEqual(['a', 'b', 'c']);
  });

  it('starts an item waiting, never attempted, due at once', () => {
    expect(enquiry('k', 5000)).toMatchObject({
      idempotencyKey: 'k',
      status: 'waiting',
      attempts: 0,
      lastError: null,
      createdAt: 5000,
      nextAttemptAt: 5000,
    });
  });

  it('gives back a resume byte for byte, with its file name', async () => {
    const bytes = new Uint8Array(256 * 1024);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 256;
    const resume = new Blob([bytes], { type: 'application/pdf' });
    await addToOutbox(
      newOutboxItem({ kind: 'application', fields: { fullname: 'Asha' }, resume, resumeFileName: 'Asha CV.pdf' }, 'app-1', 1000),
    );

    const stored = await outboxItem('app-1');
    expect(stored?.resumeFileName).toBe('Asha CV.pdf');
    expect(stored?.resume).toBeInstanceOf(Blob);
    expect(stored?.resume?.type).toBe('application/pdf');
    const back = new Uint8Array(await (stored?.resume ?? new Blob()).arrayBuffer());
    expect(back.length).toBe(bytes.length);
    expect(firstDifference(back, bytes)).toBe(-1);
  });

  it('deletes an item, resume included', async () => {
    await addToOutbox(
      newOutboxItem({ kind: 'application', fields: {}, resume: new Blob(['%PDF-1.4']), resumeFileName: 'a.pdf' }, 'x', 1),
    );
    await removeFromOutbox('x');
    expect(await outboxItems()).toEqual([]);
  });

  it('does not bring back an item removed before its update is written', async () => {
    await addToOutbox(enquiry('gone', 1));
    await removeFromOutbox('gone');

    const result = await updateOutboxItem('gone', (item) => ({ ...item, attempts: item.attempts + 1 }));

    expect(result).toBeUndefined();
    expect(await outboxItems()).toEqual([]);
  });
});
