import type { Translate } from '../../i18n/useT';
import { refusalReason } from '../../outbox/page/reasonText';
import type { SubmitOutcome } from '../../outbox/page/submit';
import { waitingText } from '../../outbox/page/waitingText';

export type ResultTone = 'success' | 'saved' | 'error';

export interface ApplicationResult {
  tone: ResultTone;
  title: string;
  message: string;
}

/**
 * What the result dialog says for each way a submission can end, in the page's language (in
 * English word for word as docs/PRODUCT.md §8 has them); `now` counts a server's wait. A refusal
 * quotes the server's reason as the server words it (the API answers in English).
 */
export function applicationResult(t: Translate, outcome: SubmitOutcome, now = Date.now()): ApplicationResult {
  switch (outcome.kind) {
    case 'delivered':
      return { tone: 'success', title: t('forms.resultSuccess'), message: t('forms.applicationSubmitted') };
    case 'waiting':
      return { tone: 'saved', title: t('forms.resultSaved'), message: waitingText(t, 'application', outcome, now) };
    case 'refused':
      return {
        tone: 'error',
        title: t('forms.resultError'),
        message: t('forms.applicationRefused', { reason: refusalReason(outcome.message) ?? t('outbox.refusedDefault') }),
      };
    case 'error':
      return { tone: 'error', title: t('forms.resultError'), message: t('forms.applicationFailed') };
  }
}
