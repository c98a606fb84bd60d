import type { ReactNode } from 'react';

import { JobCard, type JobCardProps } from '../../components/jobCard/JobCard';
import { SaveJobButton } from './SaveJobButton';

/**
 * The job card with the Save toggle before the place's own action (Apply Now or View, or none for
 * a saved job the agency removed): every list of jobs, the saved jobs' with when it was saved in
 * the card's note. Here and not in
 * src/components because the Save toggle is the device's personal record, which components may not
 * import.
 */
export function SaveableJobCard({ action, ...card }: Omit<JobCardProps, 'actions'> & { action: ReactNode }) {
  return (
    <JobCard
      {...card}
      actions={
        <>
          <SaveJobButton job={card.job} />
          {action}
        </>
      }
    />
  );
}
