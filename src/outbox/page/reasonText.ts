import type { Translate } from '../../i18n/useT';

/**
 * Why a submission failed, as a person reads it. The device stores the reasons in English words
 * (src/outbox/shared/deliveryAttempt.ts writes them; older versions' items keep theirs), some of them the
 * browser's or HTTP's ("Network error: Failed to fetch", "status 400"): those never reach the
 * page, which says a plain sentence in its language instead. The stored words stay in the outbox
 * for the network lab's testers and the console.
 */

/** The marks of a technical text: an HTTP status, the browser's error names and words. */
const TECHNICAL = /\b(status \d{3}|answered \d{3}|[A-Z][a-z]+Error\b|Failed to fetch|Network ?error|Load failed)/i;

/**
 * The server's reason for refusing a submission (its own sentence, in English, as the API words it),
 * or null when there is none a person can read (none given, or a technical one): the caller then says its plain sentence.
 */
export function refusalReason(message: string | null | undefined): string | null {
  const reason = message?.trim() ?? '';
  return reason === '' || TECHNICAL.test(reason) ? null : reason;
}

/** The last attempt of a waiting submission in plain words: no answer in time, a server in trouble, or no connection. */
export function lastTryText(t: Translate, lastError: string): string {
  if (/^No answer within/.test(lastError)) return t('outbox.tryNoAnswer');
  if (/^The server answered \d+/.test(lastError)) return t('outbox.tryServerTrouble');
  return t('outbox.tryUnreachable');
}
