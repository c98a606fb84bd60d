import {
  DURATION_STEPS_MS,
  FAILURE_SHARES,
  formatSeconds,
  LAB_MODES,
  type LabMode,
  type LabSettings,
  LATENCY_STEPS_MS,
  RETRY_AFTER_STEPS_S,
} from '../../domain/networkLab';
import type { MessageId, MessageRef } from '../../i18n/messageIds';
import { MODE_LABELS } from './labTexts';

/** What the lab's form holds: the mode and each mode's step, as the selects' values. */
export interface LabChoice {
  mode: LabMode;
  latencyMs: number;
  failurePercent: number;
  retryAfterS: number;
  durationMs: number;
}

export const DEFAULT_CHOICE: LabChoice = {
  mode: 'offline',
  latencyMs: 2_000,
  failurePercent: 50,
  retryAfterS: 30,
  durationMs: 15 * 60_000,
};

/** The modes and their names (ids: the form translates them). */
export const MODE_OPTIONS = LAB_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));

export const MODE_HINTS: Record<LabMode, MessageId> = {
  offline: 'lab.hintOffline',
  slow: 'lab.hintSlow',
  flaky: 'lab.hintFlaky',
  busy: 'lab.hintBusy',
  answerLost: 'lab.hintAnswerLost',
};

// Steps in testers' units (ms, s, %): the same in every language.
export const LATENCY_OPTIONS = LATENCY_STEPS_MS.map((ms) => ({ value: String(ms), label: `+${formatSeconds(ms)}` }));
export const FAILURE_OPTIONS = FAILURE_SHARES.map((share) => ({ value: String(share), label: `${share}%` }));
export const RETRY_AFTER_OPTIONS = RETRY_AFTER_STEPS_S.map((s) => ({ value: String(s), label: `${s} s` }));
/** How long a simulation runs (its label: a message the form translates). */
export const DURATION_OPTIONS = DURATION_STEPS_MS.map((ms): { value: string; label: MessageRef } => ({
  value: String(ms),
  label: ms === 60 * 60_000 ? { id: 'lab.durationHour' } : { id: 'lab.durationMinutes', values: { count: ms / 60_000 } },
}));

/**
 * The form's values for a running simulation, so the form shows what is on (not the default) after
 * a reload or a visit from another page. Its duration is the step nearest to how long it was set
 * for (stored settings may have been cut to the hour, or written by an older version).
 */
export function choiceOf(settings: LabSettings): LabChoice {
  const length = settings.until - settings.startedAt;
  const durationMs = DURATION_STEPS_MS.reduce((best, step) => (Math.abs(step - length) < Math.abs(best - length) ? step : best));
  return {
    mode: settings.mode,
    latencyMs: settings.latencyMs,
    failurePercent: settings.failurePercent,
    retryAfterS: settings.retryAfterS,
    durationMs,
  };
}

export function settingsOf(choice: LabChoice, now: number): LabSettings {
  return {
    mode: choice.mode,
    latencyMs: choice.latencyMs,
    failurePercent: choice.failurePercent,
    retryAfterS: choice.retryAfterS,
    startedAt: now,
    until: now + choice.durationMs,
  };
}
