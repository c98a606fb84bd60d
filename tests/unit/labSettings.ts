import type { LabSettings } from '../../src/domain/networkLab';

/** A fixed moment for the network lab's tests. */
export const LAB_NOW = Date.UTC(2026, 0, 5, 10);

/** Lab settings for a test: offline for a minute from LAB_NOW, unless `overrides` say otherwise. */
export const labSettings = (overrides: Partial<LabSettings> = {}): LabSettings => ({
  mode: 'offline',
  latencyMs: 2_000,
  failurePercent: 25,
  retryAfterS: 30,
  startedAt: LAB_NOW,
  until: LAB_NOW + 60_000,
  ...overrides,
});
