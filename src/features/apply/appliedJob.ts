import type { Job, JobSummary } from '../../domain/entities';

/** The job an application is for: a full job (detail header) or a list item (related jobs). */
export type ApplyTarget = JobSummary & Partial<Pick<Job, 'startDate' | 'endDate'>>;
