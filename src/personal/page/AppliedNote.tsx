import { useEffect } from 'react';

import { useStore } from '../../browser/externalStore';
import { useLanguage, useT } from '../../i18n/useT';
import { earlierApplication } from './earlierApplication';
import { formatDay } from './formatWhen';
import { startSentItems } from './sentItemsState';
import { sentRecords } from './sentRecords';

/**
 * "You applied on <date>" beside a job's Apply Now, when this device applied for it (docs/PRODUCT.md,
 * "Applying twice"); a submission still in the outbox says it waits to be sent. The record is on the
 * device, so this is drawn after hydration (JobHeader loads it as an optional part, its place held).
 */
export function AppliedNote({ jobId }: { jobId: number }) {
  const t = useT();
  const language = useLanguage();
  const records = useStore(sentRecords);
  useEffect(() => {
    // Offline before the record's code was ever fetched: nothing is said, Apply Now still works.
    startSentItems().catch(() => undefined);
  }, []);
  const applied = records && earlierApplication(records, jobId);
  if (!applied) return null;
  const date = formatDay(applied.sentAt, language);
  return applied.state === 'waiting' ? t('jobs.appliedWaiting', { date }) : t('jobs.appliedOn', { date });
}
