import { describe, expect, it } from 'vitest';

import { sentWhen } from '../../../src/features/personal/sentWhen';
import type { Translate } from '../../../src/i18n/useT';
import { formatWhen } from '../../../src/personal/page/formatWhen';
import type { SentItem } from '../../../src/personal/shared/records';
import { testI18n } from '../texts';

const submitted = new Date(2026, 10, 28, 2, 54).getTime();

const item = (changes: Partial<SentItem>): SentItem => ({
  idempotencyKey: 'a',
  kind: 'application',
  title: 'Accountant',
  company: 'Acme Ltd',
  jobId: 12,
  sentAt: submitted,
  state: 'waiting',
  deliveredAt: null,
  reason: null,
  resume: null,
  ...changes,
});

const english = testI18n('en').t as Translate;

describe('when an item of My applications was sent', () => {
  it('a waiting item says it waits to be sent, never "Sent"', () => {
    const text = sentWhen(item({}), english, 'en');
    expect(text).toBe('Waiting to send since 28 November 2026, 02:54');
    expect(text).not.toMatch(/Sent/);
  });

  it('says "Sent <time>" once delivered, at the time it was delivered', () => {
    expect(sentWhen(item({ state: 'delivered', deliveredAt: submitted + 5000 }), english, 'en')).toBe(
      'Sent 28 November 2026, 02:54',
    );
  });

  it('an item that waited on the device says when it was submitted and when it was sent', () => {
    const delivered = new Date(2026, 10, 28, 9, 5).getTime();
    expect(sentWhen(item({ state: 'delivered', deliveredAt: delivered }), english, 'en')).toBe(
      'Submitted 28 November 2026, 02:54, sent 28 November 2026, 09:05',
    );
  });

  it('a refused item was submitted, not sent', () => {
    expect(sentWhen(item({ state: 'refused', reason: 'Enter a valid phone number' }), english, 'en')).toBe(
      'Submitted 28 November 2026, 02:54',
    );
  });

  it('is worded in the page language, with its dates', () => {
    const tamil = testI18n('ta').t as Translate;
    const waiting = sentWhen(item({}), tamil, 'ta');
    expect(waiting).toContain(formatWhen(submitted, 'ta'));
    expect(waiting).toContain('அனுப்பக் காத்திருக்கிறது');
    expect(sentWhen(item({ state: 'delivered', deliveredAt: submitted }), tamil, 'ta')).toBe(
      `அனுப்பியது: ${formatWhen(submitted, 'ta')}`,
    );
  });
});
