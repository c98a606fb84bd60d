import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { useDocumentTitle } from '../../components/useDocumentTitle';
import { filterFromParams } from '../../domain/jobFilters';
import { useT } from '../../i18n/useT';
import { JobBoard } from './JobBoard';

/**
 * docs/PRODUCT.md §2 /find-jobs: every job, with the three filters, and the keyword search. Both live
 * in the address (`q`, and `type`, `experience`, `location`), so a search or a filtered list can be
 * reloaded and shared and the server renders it; an address without them starts with the filters empty.
 */
export default function FindJobsPage() {
  useDocumentTitle();
  const t = useT();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const filter = useMemo(() => filterFromParams(params), [params]);
  return <JobBoard heading={t('jobs.heading')} filter={filter} q={params.get('q') ?? ''} searchable />;
}
