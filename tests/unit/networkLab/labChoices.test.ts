import { describe, expect, it } from 'vitest';

import { DURATION_STEPS_MS } from '../../../src/domain/networkLab';
import { choiceOf, settingsOf } from '../../../src/features/networkLab/labChoices';
import { LAB_NOW, labSettings } from '../labSettings';

describe("the lab form's values for a running simulation", () => {
  it('are the settings it runs with, not the default choice', () => {
    const busy = labSettings({ mode: 'busy', retryAfterS: 120, until: LAB_NOW + 30 * 60_000 });
    expect(choiceOf(busy)).toEqual({
      mode: 'busy',
      latencyMs: 2_000,
      failurePercent: 25,
      retryAfterS: 120,
      durationMs: 30 * 60_000,
    });
  });

  it('give back the same settings when started again from the form', () => {
    for (const durationMs of DURATION_STEPS_MS) {
      const settings = labSettings({ mode: 'flaky', failurePercent: 75, until: LAB_NOW + durationMs });
      expect(settingsOf(choiceOf(settings), LAB_NOW)).toEqual(settings);
    }
  });

  it('name the nearest duration step when the stored length is none of them', () => {
    expect(choiceOf(labSettings({ until: LAB_NOW + 4 * 60_000 })).durationMs).toBe(5 * 60_000);
    expect(choiceOf(labSettings({ until: LAB_NOW + 1_000 })).durationMs).toBe(60_000);
  });
});
