import type { MessageId } from '../../i18n/messageIds';
import type { Translate } from '../../i18n/useT';
import { serverWaitText } from './serverWaitText';
import type { WaitingWhy } from './submit';

/** Each reason's sentence for each form (whole sentences, so each language words them its own way). */
const SENTENCES: Record<WaitingWhy['why'], Record<'application' | 'enquiry', MessageId>> = {
  offline: { application: 'forms.offlineApplication', enquiry: 'forms.offlineEnquiry' },
  unreachable: { application: 'forms.unreachableApplication', enquiry: 'forms.unreachableEnquiry' },
  busy: { application: 'forms.busyApplication', enquiry: 'forms.busyEnquiry' },
  unavailable: { application: 'forms.unavailableApplication', enquiry: 'forms.unavailableEnquiry' },
};

/**
 * What a form says when its submission waits on this device (the outbox) instead of being delivered:
 * one wording for the enquiry and the application, naming why. The offline sentence is the one
 * the site has always shown, and only when the browser says it is offline; a server that could not
 * be reached, did not answer, is busy or failing is not called "offline". Needs the forms and outbox areas.
 */
export function waitingText(t: Translate, what: 'application' | 'enquiry', waiting: WaitingWhy, now = Date.now()): string {
  const id = SENTENCES[waiting.why][what];
  return waiting.why === 'busy' ? t(id, { wait: serverWaitText(t, waiting.until, now) }) : t(id);
}
