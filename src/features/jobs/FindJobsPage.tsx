import { useLocation } from 'react-router-dom';

import { useDocumentTitle } from '../../components/useDocumentTitle';
import { EMPTY_JOB_FILTER } from '../../domain/jobFilters';
import { useT } from '../../i18n/useT';
import { JobBoard } from './JobBoard';

/**
 * docs/PRODUCT.md §2 /find-jobs: every job, with the three filters starting empty, and the keyword
 * search, whose words are the address's `q` (so a search can be shared, and the server renders it).
 */
export default function FindJobsPage() {
  useDocumentTitle();
  const t = useT();
  const q = new URLSearchParams(useLocation().search).get('q') ?? '';
  return <JobBoard heading={t('jobs.heading')} initialFilter={EMPTY_JOB_FILTER} q={q} searchable />;
}
