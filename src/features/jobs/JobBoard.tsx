import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';

import { useWindowedList } from '../../api/useWindowedList';
import columns from '../../components/Columns.module.css';
import { deferredPart } from '../../components/deferredPart';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder';
import { type ChoiceFilterKey, filterKey, hasFilter, type JobFilter, writeFilterParams } from '../../domain/jobFilters';
import { FIRST_WINDOW } from '../../domain/listWindow';
import { useT } from '../../i18n/useT';
import { JobFilterControls } from './JobFilterControls';
import { useListAddress } from './useListAddress';

/**
 * The rows: on a phone they start under the first screen (the filters), so they load after it.
 * Memoised, so a render that changes only the filters' controls leaves them alone. That matters
 * most just after the page has loaded: a part still hydrating that is handed new props (or drawn
 * again) in a tap's urgent render must be hydrated there and then, in the tap's own task (every
 * row, 100 to 150 ms on a phone at 5,000 jobs); left alone, it goes on hydrating in the background.
 */
const JobList = memo(deferredPart(() => import('./JobList'), '100dvh'));
/**
 * The keyword search's box: a plain GET form until its code comes; it writes its words into the
 * address. It comes with the rows' chunk: a second chunk would cost the first page bytes of its own.
 * Memoised for the same reason as the rows.
 */
const JobSearchBox = memo(
  deferredPart<{ q?: string }>(() => import('./JobList').then((list) => ({ default: list.JobSearchBox })), '3.75rem'),
);

interface Props {
  heading: string;
  /** The filter the page's address names (its `type`, `experience`, `location` and `title`). */
  filter: JobFilter;
  /** The keyword search the list answers (/find-jobs: its address's `q`). */
  q?: string;
  /** Draws the keyword search's box above the filters (/find-jobs). */
  searchable?: boolean;
}

/**
 * The job list with its filters, shared by /find-jobs and /find-filtered-jobs (docs/PRODUCT.md §2).
 * The server filters: each filter is a query of its own, so a filter change asks for the first
 * window with the new filter (/find-filtered-jobs: the list is fetched again on each change), and
 * Show more reads the next window of the same filter.
 *
 * The filter lives in the page's address (useListAddress), so reload, Back and a shared link keep
 * it; the board holds the filter shown, which follows the address when the address changes from
 * outside (Back, a link such as "Clear filters").
 *
 * A change answers at once: the control shows the choice in an urgent render that leaves the list
 * alone, and the list follows the filter in a deferred render React may interrupt (useDeferredValue),
 * its previous rows kept and marked busy until the new window is here.
 */
export function JobBoard({ heading, filter: addressFilter, q, searchable }: Props) {
  const t = useT();
  const [filter, setFilter] = useState(addressFilter);
  const [shownAddress, setShownAddress] = useState(() => filterKey(addressFilter));
  // The address changed from outside: show its filter (React's "adjust state while rendering", not
  // an effect: no frame shows the old filter). A change made here writes the same filter there.
  if (filterKey(addressFilter) !== shownAddress) {
    setShownAddress(filterKey(addressFilter));
    if (filterKey(addressFilter) !== filterKey(filter)) setFilter(addressFilter);
  }
  const listFilter = useDeferredValue(filter);
  const list = useWindowedList('jobs', FIRST_WINDOW, listFilter, q);
  const busy = listFilter !== filter || list.isStale;

  const rewriteAddress = useListAddress();
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  });
  // Stable, so the memoised filter controls are drawn again only when their own value changes.
  const change = useCallback(
    (key: ChoiceFilterKey | 'title', value: string) => {
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      setFilter(next);
      rewriteAddress((params) => writeFilterParams(params, next));
    },
    [rewriteAddress],
  );

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        {searchable && <JobSearchBox q={q} />}
        <div className={`${columns.columns} ${columns.narrowWide}`}>
          <div>
            <div role="search" aria-label={t('jobs.filtersLabel')}>
              <JobFilterControls filter={filter} onChange={change} />
            </div>
          </div>
          <div>
            <Stack gap="md" aria-busy={busy}>
              <Text role="status" fw={500}>
                {/* The counts as they come, ungrouped: "Showing N of M results" (docs/PRODUCT.md §2). */}
                {t('jobs.showingResults', { shown: list.matched, total: list.total })}
              </Text>
              {filter.title && (
                <Group gap="xs">
                  <Text size="sm">
                    {t('jobs.jobTitleLabel')} <strong>{filter.title}</strong>
                  </Text>
                  <Button variant="subtle" size="compact-sm" onClick={() => change('title', '')}>
                    {t('jobs.showAllJobTitles')}
                  </Button>
                </Group>
              )}
              {list.isPending ? (
                <LoadingPlaceholder />
              ) : (
                <JobList
                  jobs={list.items}
                  remaining={list.remaining}
                  loadingMore={list.loadingMore || list.isStale}
                  onShowMore={list.showMore}
                  q={q}
                  total={list.total}
                  filtered={hasFilter(listFilter)}
                  suggestions={list.suggestions}
                />
              )}
            </Stack>
          </div>
        </div>
      </Stack>
    </Container>
  );
}
