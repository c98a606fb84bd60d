import {
  DURATION_STEPS_MS,
  FAILURE_SHARES,
  formatSeconds,
  LAB_MODE_LABELS,
  LAB_MODES,
  type LabMode,
  type LabSettings,
  LATENCY_STEPS_MS,
  RETRY_AFTER_STEPS_S,
} from '../../domain/networkLab';

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

export const MODE_OPTIONS = LAB_MODES.map((mode) => ({ value: mode, label: LAB_MODE_LABELS[mode] }));

export const MODE_HINTS: Record<LabMode, string> = {
  offline: 'Every request fails, and the app shows itself offline: as in airplane mode.',
  slow: 'Every request waits this long before it goes.',
  flaky: 'This share of requests fails as if the connection dropped.',
  busy: 'The server answers 503 with Retry-After to everything this device asks.',
  answerLost: 'A submission reaches the server and is stored, but its answer never arrives; the resend gets the stored answer.',
};

export const LATENCY_OPTIONS = LATENCY_STEPS_MS.map((ms) => ({ value: String(ms), label: `+${formatSeconds(ms)}` }));
export const FAILURE_OPTIONS = FAILURE_SHARES.map((share) => ({ value: String(share), label: `${share}%` }));
export const RETRY_AFTER_OPTIONS = RETRY_AFTER_STEPS_S.map((s) => ({ value: String(s), label: `${s} s` }));
export const DURATION_OPTIONS = DURATION_STEPS_MS.map((ms) => ({
  value: String(ms),
  label: ms === 60 * 60_000 ? '1 hour' : ms === 60_000 ? '1 minute' : `${ms / 60_000} minutes`,
}));

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
