import { memo, type ReactNode } from 'react';

import { ViewJobButton } from '../../components/jobCard/ViewJobButton';
import type { JobSummary } from '../../domain/entities';
import { SaveableJobCard } from '../../personal/page/SaveableJobCard';

/**
 * docs/PRODUCT.md §2: one job of a list (/find-jobs, /find-filtered-jobs, a company's open jobs): the
 * job card, with the Save toggle and a View button to the job.
 * Memoised: the list draws again when a query's state moves or a filter changes, and a row whose
 * job is the same (the query keeps unchanged items' objects) need not. `highlight` marks a keyword
 * search's words (JobList passes it during a search only, so its code stays out of other pages).
 */
export const JobRow = memo(function JobRow({
  job,
  highlight,
  headingLevel = 2,
}: {
  job: JobSummary;
  highlight?: (text: string) => ReactNode;
  /** 2 in a list page's own list; 3 under a section's heading (a company page). */
  headingLevel?: 2 | 3;
}) {
  return <SaveableJobCard job={job} headingLevel={headingLevel} highlight={highlight} action={<ViewJobButton job={job} />} />;
});
