import { describe, expect, it } from 'vitest';

import { describeLab, DURATION_STEPS_MS, LAB_MODE_LABELS, LAB_MODES, LATENCY_STEPS_MS } from '../../../src/domain/networkLab';
import { DURATION_OPTIONS } from '../../../src/features/networkLab/labChoices';
import { attemptAnswer, labDescription, MODE_LABELS } from '../../../src/features/networkLab/labTexts';
import type { MessageRef } from '../../../src/i18n/messageIds';
import { labSettings } from '../labSettings';
import { testI18n } from '../texts';

const english = testI18n('en');
const tamil = testI18n('ta', ['lab']);
const say = (i18n: typeof english, ref: MessageRef | string) => (typeof ref === 'string' ? ref : i18n._(ref.id, ref.values));

const lab = labSettings;

describe("the lab's texts", () => {
  it("say in English what the domain's words say", () => {
    for (const mode of LAB_MODES) {
      expect(english._(MODE_LABELS[mode])).toBe(LAB_MODE_LABELS[mode]);
      for (const latencyMs of LATENCY_STEPS_MS) {
        const settings = lab({ mode, latencyMs });
        expect(say(english, labDescription(settings))).toBe(describeLab(settings));
      }
    }
    expect(say(english, labDescription(lab({ mode: 'flaky', failurePercent: 75 })))).toBe(
      describeLab(lab({ mode: 'flaky', failurePercent: 75 })),
    );
    expect(say(english, labDescription(lab({ mode: 'busy', retryAfterS: 120 })))).toBe(
      describeLab(lab({ mode: 'busy', retryAfterS: 120 })),
    );
  });

  it("keep the apostrophes of the English (ICU's quoting leaves them)", () => {
    expect(english._('lab.workerMissingTitle')).toBe("The lab needs the app's service worker");
    expect(english._('lab.workerMissing')).toContain("this browser's requests.");
  });

  it('name the durations as before', () => {
    expect(DURATION_OPTIONS.map((option) => say(english, option.label))).toEqual([
      '1 minute',
      '5 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
    ]);
    expect(DURATION_OPTIONS.map((option) => option.value)).toEqual(DURATION_STEPS_MS.map(String));
  });

  it('read each attempt answer the log stores back in English word for word, and in Tamil', () => {
    const answers = [
      'Delivered (201).',
      'Refused (422): The e-mail address is not valid.',
      'Refused (400): The server refused it (status 400).',
      'The server answered 503.',
      'No answer within 60 s.',
      'The server could not be reached.',
    ];
    for (const answer of answers) {
      const text = attemptAnswer(answer);
      expect(typeof text, answer).not.toBe('string');
      expect(say(english, text)).toBe(answer);
      expect(say(tamil, text)).not.toBe(answer);
    }
    expect(say(tamil, attemptAnswer('Refused (422): The e-mail address is not valid.'))).toContain(
      'The e-mail address is not valid.',
    );
    expect(attemptAnswer('Something else.')).toBe('Something else.');
  });

  it("never show the browser's error: a network error reads as a server that could not be reached", () => {
    for (const language of [english, tamil]) {
      const text = say(language, attemptAnswer('Network error: TypeError: Failed to fetch'));
      expect(text).toBe(say(language, attemptAnswer('The server could not be reached.')));
      expect(text).not.toMatch(/fetch|TypeError|Network error/);
    }
  });
});
