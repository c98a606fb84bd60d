import { DEFAULT_LANGUAGE, type Language, LANGUAGE_LOCALES } from '../../domain/languages';
import { formatSeconds, type LabMode, type LabSettings } from '../../domain/networkLab';
import type { MessageId, MessageRef } from '../../i18n/messageIds';

/** Each mode's name (the domain's LAB_MODE_LABELS, in the page's language). */
export const MODE_LABELS: Record<LabMode, MessageId> = {
  offline: 'lab.modeOffline',
  slow: 'lab.modeSlow',
  flaky: 'lab.modeFlaky',
  busy: 'lab.modeBusy',
  answerLost: 'lab.modeAnswerLost',
};

/** The banner's and the lab's one-line description of a simulation: the domain's describeLab, in the page's language. */
export function labDescription(settings: LabSettings): MessageRef {
  switch (settings.mode) {
    case 'offline':
      return { id: 'lab.modeOffline' };
    case 'slow':
      return { id: 'lab.describeSlow', values: { latency: formatSeconds(settings.latencyMs) } };
    case 'flaky':
      return { id: 'lab.describeFlaky', values: { percent: String(settings.failurePercent) } };
    case 'busy':
      return { id: 'lab.describeBusy', values: { seconds: String(settings.retryAfterS) } };
    case 'answerLost':
      return { id: 'lab.describeAnswerLost' };
  }
}

/**
 * What an attempt's answer says, in the page's language. The log stores it in English words
 * (src/outbox/shared/attemptLog.ts and deliveryAttempt.ts write them); each form it takes is read back
 * here. The server's own message stays as it came; an answer of another form is shown as stored.
 */
export function attemptAnswer(answer: string): MessageRef | string {
  let match = /^Delivered \((\d+)\)\.$/.exec(answer);
  if (match) return { id: 'lab.answerDelivered', values: { status: match[1] ?? '' } };
  match = /^Refused \((\d+)\): The server refused it \(status \1\)\.$/.exec(answer);
  if (match) return { id: 'lab.answerRefusedNoReason', values: { status: match[1] ?? '' } };
  match = /^Refused \((\d+)\): ([\s\S]*)$/.exec(answer);
  if (match) return { id: 'lab.answerRefused', values: { status: match[1] ?? '', message: match[2] ?? '' } };
  match = /^The server answered (\d+)\.$/.exec(answer);
  if (match) return { id: 'lab.answerStatus', values: { status: match[1] ?? '' } };
  match = /^No answer within (\d+) s\.$/.exec(answer);
  if (match) return { id: 'lab.answerTimeout', values: { seconds: match[1] ?? '' } };
  // The browser's own words ("Failed to fetch", "TypeError") are no one's to read, testers' included.
  if (answer.startsWith('Network error: ') || answer === 'The server could not be reached.')
    return { id: 'lab.answerUnreachable' };
  return answer;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A clock time ("10:32:05"), made on first use. English keeps the browser's own locale, as the lab
 * has always shown it; Tamil and Hindi use their Indian locale.
 */
export function clockTime(at: number, language: Language, seconds = true): string {
  const key = `${language}:${seconds ? 'hms' : 'hm'}`;
  let clock = clocks.get(key);
  if (!clock) {
    const locale = language === DEFAULT_LANGUAGE ? undefined : LANGUAGE_LOCALES[language];
    clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) });
    clocks.set(key, clock);
  }
  return clock.format(at);
}
