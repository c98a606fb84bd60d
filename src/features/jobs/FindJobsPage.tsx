import { useDocumentTitle } from '../../components/useDocumentTitle';
import { EMPTY_JOB_FILTER } from '../../domain/jobFilters';
import { pageTitles } from '../../domain/pageTitles';
import { JobBoard } from './JobBoard';

/** docs/PRODUCT.md §2 /find-jobs: every job, with the three filters starting empty. */
export default function FindJobsPage() {
  useDocumentTitle(pageTitles.findJobs);
  return <JobBoard heading="Find Jobs" initialFilter={EMPTY_JOB_FILTER} />;
}
