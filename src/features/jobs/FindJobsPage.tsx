import { useDocumentTitle } from '../../components/useDocumentTitle';
import { EMPTY_JOB_FILTER } from '../../domain/jobFilters';
import { JobBoard } from './JobBoard';

/** docs/PRODUCT.md §2 /find-jobs: every job, with the three filters starting empty. */
export default function FindJobsPage() {
  useDocumentTitle();
  return <JobBoard heading="Find Jobs" initialFilter={EMPTY_JOB_FILTER} />;
}
