import type { Translate } from '../useT';

/** How long ago something was saved, in words ("2 h ago"): the offline banner and the outbox panel. Pure, for tests. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatAge(t: Translate, ms: number): string {
  if (ms < MINUTE) return t('age.justNow');
  if (ms < HOUR) return t('age.minutes', { count: Math.floor(ms / MINUTE) });
  if (ms < DAY) return t('age.hours', { count: Math.floor(ms / HOUR) });
  return t('age.days', { count: Math.floor(ms / DAY) });
}
