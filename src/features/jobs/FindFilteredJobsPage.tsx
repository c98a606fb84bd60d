import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useDocumentTitle } from '../../components/useDocumentTitle';
import { filterFromParams, filterFromState, hasFilter, withFilterParams } from '../../domain/jobFilters';
import { useT } from '../../i18n/useT';
import { JobBoard } from './JobBoard';

/**
 * docs/PRODUCT.md §2 /find-filtered-jobs: the same list, starting from the job title and location the
 * home banner sent in navigation state, fetched again whenever a filter changes (JobBoard: each
 * filter is a query of its own). The filters then live in the address, as on /find-jobs: the
 * banner's are written there at once, so a reload, Back and a shared link show the same list.
 */
export default function FindFilteredJobsPage() {
  useDocumentTitle();
  const t = useT();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const fromAddress = useMemo(() => filterFromParams(new URLSearchParams(search)), [search]);
  // The address's filters when it has any, else the banner's (none: every job).
  const filter = useMemo(() => (hasFilter(fromAddress) ? fromAddress : filterFromState(state)), [fromAddress, state]);
  const unwritten = !hasFilter(fromAddress) && hasFilter(filter);
  useEffect(() => {
    if (unwritten) navigate(`?${withFilterParams(search, filter)}`, { replace: true });
  }, [unwritten, navigate, search, filter]);
  return <JobBoard heading={t('jobs.heading')} filter={filter} />;
}
