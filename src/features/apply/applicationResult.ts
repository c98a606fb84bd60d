import type { SubmitOutcome } from '../../outbox/submit';
import { waitingText } from '../../outbox/waitingText';

export type ResultTone = 'success' | 'saved' | 'error';

export interface ApplicationResult {
  tone: ResultTone;
  title: string;
  message: string;
}

/** The texts, word for word as docs/PRODUCT.md §8 has them (a kept submission's words: waitingText). */
export const APPLICATION_TEXTS = {
  success: 'Application submitted successfully!',
  refusedPrefix: 'Failed to submit the application: ',
  failure: 'An error occurred. Please try again.',
} as const;

/** What the result dialog says for each way a submission can end; `now` counts a server's wait. */
export function applicationResult(outcome: SubmitOutcome, now = Date.now()): ApplicationResult {
  switch (outcome.kind) {
    case 'delivered':
      return { tone: 'success', title: 'Success', message: APPLICATION_TEXTS.success };
    case 'waiting':
      return { tone: 'saved', title: 'Saved', message: waitingText('application', outcome, now) };
    case 'refused':
      return { tone: 'error', title: 'Error', message: APPLICATION_TEXTS.refusedPrefix + outcome.message };
    case 'error':
      return { tone: 'error', title: 'Error', message: APPLICATION_TEXTS.failure };
  }
}
