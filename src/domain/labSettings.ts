/**
 * The network lab's settings and when they are in force (the rest of its rules: networkLab.ts).
 * Apart, because every first page asks whether the device is offline in the lab, and this is all
 * that needs: the lab's words and steps stay out of the first page's JavaScript.
 */
export type LabMode = 'offline' | 'slow' | 'flaky' | 'busy' | 'answerLost';

export interface LabSettings {
  mode: LabMode;
  /** slow: added latency (ms). */
  latencyMs: number;
  /** flaky: the share of requests that fail (%). */
  failurePercent: number;
  /** busy: the Retry-After the 503 carries (s). */
  retryAfterS: number;
  /** When it was started and when it stops by itself (ms since epoch). */
  startedAt: number;
  until: number;
}

/** The settings in force at `now`: null when there are none or they ran out. */
export function activeLab(settings: LabSettings | null, now: number): LabSettings | null {
  return settings !== null && settings.until > now ? settings : null;
}

/** Whether the lab makes the device offline at `now`. */
export function labOffline(settings: LabSettings | null, now: number): boolean {
  return activeLab(settings, now)?.mode === 'offline';
}
