import type { Translate } from '../../i18n/useT';
import type { OutboxKind } from '../item/outboxItem';

/** A submission's short title in the page's language (the outbox area): "Application for Welder", "Recruiting enquiry". */
export function submissionTitle(t: Translate, kind: OutboxKind, subject: string | null): string {
  if (kind === 'application') return subject ? t('outbox.applicationFor', { job: subject }) : t('outbox.jobApplication');
  return subject ? t('outbox.enquiryFrom', { from: subject }) : t('outbox.enquiry');
}

/** An outbox event's title: worded here, or as an older version's event carried it (no `subject`). */
export function eventTitle(t: Translate, event: { kind: OutboxKind; title: string; subject?: string | null }): string {
  return event.subject === undefined ? event.title : submissionTitle(t, event.kind, event.subject);
}
