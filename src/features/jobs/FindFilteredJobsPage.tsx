import { useLocation } from 'react-router-dom';

import { useDocumentTitle } from '../../components/useDocumentTitle';
import { filterFromState } from '../../domain/jobFilters';
import { useT } from '../../i18n/useT';
import { JobBoard } from './JobBoard';

/**
 * docs/PRODUCT.md §2 /find-filtered-jobs: the same list, starting from the job title and location the home
 * banner sent in navigation state, fetched again whenever a filter changes (JobBoard: each filter is
 * a query of its own).
 */
export default function FindFilteredJobsPage() {
  useDocumentTitle();
  const t = useT();
  const location = useLocation();
  // A new navigation (a new banner search) starts from its own state, hence the key.
  return <JobBoard key={location.key} heading={t('jobs.heading')} initialFilter={filterFromState(location.state)} />;
}
