import { Button } from '@mantine/core';

import { IconBookmark } from '../components/icons';
import type { JobSummary } from '../domain/entities';
import { toggleSavedJob, useIsSaved } from './savedJobsState';

/**
 * The Save toggle of a job (a row, a card, the detail): a button whose pressed state says whether
 * the job is saved on this device. Plain markup until the saved jobs' code arrives after hydration
 * (savedJobsState.ts); a tap before that waits for it. Its name stays the same whatever its state
 * (assistive technology reads the state from aria-pressed): "Save <title>" in a list, where many
 * sit side by side, or the visible "Save job" on the job's own page.
 */
export function SaveJobButton({ job, withText = false }: { job: JobSummary; withText?: boolean }) {
  const saved = useIsSaved(job.id);
  return (
    <Button
      type="button"
      variant={saved ? 'filled' : 'default'}
      size={withText ? 'md' : 'sm'}
      px={withText ? undefined : 'xs'}
      aria-pressed={saved}
      aria-label={withText ? undefined : `Save ${job.title}`}
      leftSection={withText ? <IconBookmark size={18} fill={saved ? 'currentColor' : 'none'} /> : undefined}
      onClick={() => void toggleSavedJob(job)}
    >
      {withText ? 'Save job' : <IconBookmark size={20} fill={saved ? 'currentColor' : 'none'} />}
    </Button>
  );
}
