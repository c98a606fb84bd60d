import { startSentItems } from '../../personal/page/sentItemsState';

/**
 * The application form's chunk: the form, the question asked before a second application to a job
 * with the device's record it reads, and the outbox panel's loader. One chunk, so the question is
 * fetched ahead with the form (tapPart's prefetch) at no cost to the job page's first JavaScript.
 */
export { outboxPanelCode } from '../../outbox/page/outboxPanelCode';
export { applicationBefore } from '../../personal/page/sentItemsState';
export { ApplicationModal } from './ApplicationModal';
export { ApplyAgainDialog } from './ApplyAgainDialog';

// The record's code and first read start as this chunk arrives (ahead of any tap), so a tap's
// question is answered at once, online or not. A failure here is retried by the tap itself.
startSentItems().catch(() => undefined);
