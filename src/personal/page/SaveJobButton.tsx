// A global stylesheet, linked with every page (firstScreenStyles.ts): see SaveJobButton.css.
import './SaveJobButton.css';

import { Button } from '@mantine/core';

import { IconBookmark } from '../../components/icons';
import type { JobSummary } from '../../domain/entities';
import { useT } from '../../i18n/useT';
import { toggleSavedJob, useIsSaved } from './savedJobsState';

/**
 * The Save toggle of a job (a row, a card, the detail): a button whose pressed state says whether
 * the job is saved on this device. Plain markup until the saved jobs' code arrives after hydration
 * (savedJobsState.ts); a tap before that waits for it. Its name stays the same whatever its state
 * (assistive technology reads the state from aria-pressed): "Save <title>" in a list, where many
 * sit side by side, or the visible "Save job" on the job's own page.
 */
export function SaveJobButton({ job, withText = false }: { job: JobSummary; withText?: boolean }) {
  const t = useT();
  const saved = useIsSaved(job.id);
  const toggle = () => void toggleSavedJob(job);
  if (!withText) {
    return (
      <button
        type="button"
        className="sr-save-toggle"
        aria-pressed={saved}
        aria-label={t('save.named', { title: job.title })}
        onClick={toggle}
      >
        <IconBookmark size={20} fill={saved ? 'currentColor' : 'none'} />
      </button>
    );
  }
  return (
    <Button
      type="button"
      variant={saved ? 'filled' : 'default'}
      size="md"
      aria-pressed={saved}
      leftSection={<IconBookmark size={18} fill={saved ? 'currentColor' : 'none'} />}
      onClick={toggle}
    >
      {t('save.job')}
    </Button>
  );
}
