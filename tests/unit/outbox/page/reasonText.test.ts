import { describe, expect, it } from 'vitest';

import type { Translate } from '../../../../src/i18n/useT';
import { lastTryText, refusalReason } from '../../../../src/outbox/page/reasonText';
import { testI18n } from '../../texts';

const LANGUAGES = ['en', 'ta', 'hi'] as const;
const translate = (language: (typeof LANGUAGES)[number]): Translate => {
  const i18n = testI18n(language);
  return (id, values) => i18n._(id, values);
};

/** What no visitor should read, in any language. */
const TECHNICAL = /fetch|TypeError|Network ?error|status|\d{3}/i;

describe('the reasons a submission failed, as the page words them', () => {
  it("keep the server's own sentence", () => {
    expect(refusalReason('The e-mail address is not valid.')).toBe('The e-mail address is not valid.');
  });

  it('drop a reason that is missing or technical, so the caller says its plain sentence', () => {
    for (const reason of [
      undefined,
      null,
      '',
      '  ',
      'The server refused it (status 400).',
      'TypeError: Failed to fetch',
      'Network error: Load failed',
    ]) {
      expect(refusalReason(reason), String(reason)).toBeNull();
    }
  });

  it("say a waiting submission's last try in plain words in every language", () => {
    for (const language of LANGUAGES) {
      const t = translate(language);
      const texts = ['Network error: Failed to fetch', 'No answer within 60 s.', 'The server answered 503.', 'Something new'].map(
        (stored) => lastTryText(t, stored),
      );
      for (const text of texts) expect(text, language).not.toMatch(TECHNICAL);
      expect(new Set(texts.slice(0, 3)).size, language).toBe(3);
    }
    expect(lastTryText(translate('en'), 'Network error: Failed to fetch')).toBe('The server could not be reached.');
  });
});
