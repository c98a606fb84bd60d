import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OutboxItem } from '../../../../src/outbox/item/outboxItem';

const waiting: OutboxItem[] = [];
const deliverOutbox = vi.fn(() => Promise.resolve({ delivered: [], refused: [], waiting: [] }));
const registerOutboxSync = vi.fn(() => Promise.resolve(true));

vi.mock('../../../../src/outbox/shared/outbox', () => ({ outboxItems: () => Promise.resolve(waiting) }));
vi.mock('../../../../src/outbox/shared/deliverOutbox', () => ({ deliverOutbox }));
vi.mock('../../../../src/outbox/page/deviceSupport', () => ({ registerOutboxSync }));

const { startDeliveryTriggers } = await import('../../../../src/outbox/page/deliveryTriggers');
const { closeOutboxEvents, publishOutboxEvent } = await import('../../../../src/outbox/shared/outboxEvents');

function item(nextAttemptAt: number): OutboxItem {
  return {
    idempotencyKey: 'a',
    kind: 'enquiry',
    fields: {},
    resume: null,
    resumeFileName: null,
    createdAt: 0,
    attempts: 1,
    lastError: 'Network error',
    status: 'waiting',
    nextAttemptAt,
  };
}

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  waiting.length = 0;
  deliverOutbox.mockClear();
  registerOutboxSync.mockClear();
  setOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
  closeOutboxEvents();
});

describe("the page's delivery triggers", () => {
  it('delivers when the backoff runs out, within a twentieth of a second, and not while the browser is offline', async () => {
    startDeliveryTriggers();
    await vi.advanceTimersByTimeAsync(0);
    deliverOutbox.mockClear(); // the page's start

    waiting.push(item(Date.now() + 1_000));
    publishOutboxEvent({ type: 'changed' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deliverOutbox).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(deliverOutbox).toHaveBeenCalledTimes(1);

    setOnline(false);
    waiting[0] = item(Date.now() + 1_000);
    publishOutboxEvent({ type: 'changed' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deliverOutbox).toHaveBeenCalledTimes(1);
  });

  it('registers Background Sync again when the page goes to the background with submissions waiting', async () => {
    startDeliveryTriggers();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(registerOutboxSync).not.toHaveBeenCalled();

    waiting.push(item(Date.now() + 60_000));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(registerOutboxSync).toHaveBeenCalled();
    setVisibility('visible');
  });
});
