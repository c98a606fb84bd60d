import type { SubmitOutcome } from '../../submissions/submit';

export type ResultTone = 'success' | 'saved' | 'error';

export interface ApplicationResult {
  tone: ResultTone;
  title: string;
  message: string;
}

/** The texts, word for word as SPEC.md §8 has them (the offline case is this site's own). */
export const APPLICATION_TEXTS = {
  success: 'Application submitted successfully!',
  refusedPrefix: 'Failed to submit the application: ',
  failure: 'An error occurred. Please try again.',
  saved: 'You are offline. Your application is saved on this device and will be sent automatically when you are back online.',
} as const;

/** What the result dialog says for each way a submission can end. */
export function applicationResult(outcome: SubmitOutcome): ApplicationResult {
  switch (outcome.kind) {
    case 'sent':
      return { tone: 'success', title: 'Success', message: APPLICATION_TEXTS.success };
    case 'queued':
      return { tone: 'saved', title: 'Saved', message: APPLICATION_TEXTS.saved };
    case 'rejected':
      return { tone: 'error', title: 'Error', message: APPLICATION_TEXTS.refusedPrefix + outcome.message };
    case 'error':
      return { tone: 'error', title: 'Error', message: APPLICATION_TEXTS.failure };
  }
}
