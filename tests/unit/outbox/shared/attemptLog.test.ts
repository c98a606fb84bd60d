// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { readLabSettings, writeLabSettings } from '../../../../src/offline/labStore';
import { describeSubmission, newOutboxItem } from '../../../../src/outbox/item/outboxItem';
import { ATTEMPT_LOG_KEEP_MS, logAttempt } from '../../../../src/outbox/shared/attemptLog';
import { attemptDelivery } from '../../../../src/outbox/shared/deliveryAttempt';
import { loggedAttempts } from '../../../../src/outbox/shared/loggedAttempts';
import { freshDatabase, jsonAnswer } from '../../offline/freshDatabase';

const item = newOutboxItem(
  { kind: 'enquiry', fields: { companyName: 'Acme' }, resume: null, resumeFileName: null },
  'key-logged',
  1_000,
);

beforeEach(freshDatabase);

describe('the delivery attempt log', () => {
  it('records every attempt of an item with its answer, in order', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(jsonAnswer(503, {}))];
    const send = vi.fn(() => (answers.shift() ?? (() => Promise.resolve(jsonAnswer(201, {}))))());
    for (let i = 0; i < 3; i++) await attemptDelivery(item, { fetch: send, baseUrl: 'http://api.test' });

    const log = await loggedAttempts();
    expect(log.map((attempt) => [attempt.idempotencyKey, describeSubmission(attempt), attempt.status, attempt.answer])).toEqual([
      ['key-logged', 'Recruiting enquiry from Acme', undefined, 'Network error: Failed to fetch'],
      ['key-logged', 'Recruiting enquiry from Acme', 503, 'The server answered 503.'],
      ['key-logged', 'Recruiting enquiry from Acme', 201, 'Delivered (201).'],
    ]);
  });

  it('forgets attempts older than a day', async () => {
    await logAttempt(item, { kind: 'waiting', reason: 'old' }, 1_000);
    await logAttempt(item, { kind: 'delivered', status: 201 }, 1_000 + ATTEMPT_LOG_KEEP_MS + 1);
    expect((await loggedAttempts()).map((attempt) => attempt.answer)).toEqual(['Delivered (201).']);
  });
});

describe("the lab's settings on the device", () => {
  it('are stored for the worker and removed when stopped', async () => {
    const settings = {
      mode: 'flaky' as const,
      latencyMs: 0,
      failurePercent: 50,
      retryAfterS: 5,
      startedAt: 10,
      until: 60_010,
    };
    await writeLabSettings(settings);
    expect(await readLabSettings()).toEqual(settings);
    await writeLabSettings(null);
    expect(await readLabSettings()).toBeNull();
  });
});
