import { createContext, type ReactNode, useContext } from 'react';

import type { Job, JobSummary } from '../domain/entities';

/** The job an application is for: a full job (detail header) or a list item (related jobs). */
export type ApplyTarget = JobSummary & Partial<Pick<Job, 'startDate' | 'endDate'>>;

/** Opens the application form for a job (docs/PRODUCT.md §4: the form opens on any "Apply Now"). */
export type OpenApplication = (job: ApplyTarget) => void;

/**
 * Pages may not import the application form (features/apply): only src/app imports features. So
 * src/app mounts the form's provider around the pages that have "Apply Now" buttons, and the
 * buttons reach it through this context.
 */
export const ApplyContext = createContext<OpenApplication | null>(null);

/** The function an "Apply Now" button calls. */
export function useApply(): OpenApplication {
  const open = useContext(ApplyContext);
  // A page with "Apply Now" rendered outside the provider is a wiring mistake: say so at once
  // rather than render a button that does nothing.
  if (!open) throw new Error('useApply: no application form is mounted around this page (src/app/router.tsx mounts it)');
  return open;
}

/**
 * "You applied on <date>" for a job, beside its Apply Now (docs/PRODUCT.md, "Applying twice"). Read
 * from the device's record, so its code loads after hydration; the provider of the form holds it
 * (its chunk already loads code later), so the job page's own chunk carries no loader for it.
 */
export const AppliedNoteContext = createContext<((jobId: number) => ReactNode) | null>(null);
