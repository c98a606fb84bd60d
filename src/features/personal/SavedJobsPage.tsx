import { useEffect } from 'react';

import { useStore } from '../../browser/externalStore';
import { ViewJobButton } from '../../components/jobCard/ViewJobButton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLanguage, useT } from '../../i18n/useT';
import { formatWhen } from '../../personal/page/formatWhen';
import { SaveableJobCard } from '../../personal/page/SaveableJobCard';
import { startSavedJobsList } from '../../personal/page/savedJobsList';
import { savedJobRecords } from '../../personal/page/savedJobsStores';
import type { SavedJob } from '../../personal/shared/records';
import { DevicePage } from './DevicePage';
import { DeviceRecordList } from './DeviceRecordList';

function SavedJobItem({ saved }: { saved: SavedJob }) {
  const t = useT();
  const language = useLanguage();
  const { job } = saved;
  const removed = saved.removedAt !== null;
  // The one job card (docs/PRODUCT.md, "The job card"), with when it was saved and, for a job the
  // agency has removed, that it was (and no View button).
  return (
    <SaveableJobCard
      job={job}
      headingLevel={2}
      note={
        <>
          {t('personal.savedAt', { when: formatWhen(saved.savedAt, language) })}
          {removed && (
            <strong style={{ display: 'block', color: 'var(--mantine-color-red-9)' }}>{t('personal.jobRemoved')}</strong>
          )}
        </>
      }
      action={
        !removed && (
          <ViewJobButton
            job={job}
            words={{ text: t('personal.viewJob'), name: t('personal.viewJobLabel', { title: job.title }) }}
          />
        )
      }
    />
  );
}

/**
 * The saved jobs, newest saved first (docs/PRODUCT.md, "Kept on this device"). They live on the
 * device, so the server's HTML holds only the page's frame and "Loading..."; the list comes once
 * hydrated. Online, each saved job is checked against the server: one the agency removed stays,
 * and says so.
 */
export default function SavedJobsPage() {
  useDocumentTitle();
  const t = useT();
  const records = useStore(savedJobRecords);
  useEffect(() => {
    // Offline before this code was ever fetched: the list stays "Loading..." (nothing to show).
    startSavedJobsList().catch(() => undefined);
  }, []);
  return (
    <DevicePage title={t('personal.savedJobs')} subtitle={t('personal.savedSubtitle')}>
      <DeviceRecordList
        records={records}
        emptyText={t('personal.savedEmpty')}
        label={t('personal.savedJobs')}
        keyOf={(saved) => saved.id}
      >
        {(saved) => <SavedJobItem saved={saved} />}
      </DeviceRecordList>
    </DevicePage>
  );
}
