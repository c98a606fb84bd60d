import { Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';

import { ShowMoreButton } from '../../components/ShowMoreButton';
import { useFocusOnShowMore } from '../../components/useFocusOnShowMore';
import type { JobSummary } from '../../domain/entities';
import { searchTerms } from '../../domain/keywordSearch';
import { Highlighted } from './Highlighted';
import { JobRow } from './JobRow';
import { NoMatches } from './NoMatches';

/** The keyword search's box travels in this chunk (JobBoard.tsx). */
export { default as JobSearchBox } from './JobSearchBox';

interface Props {
  /** The windows of matching jobs read so far. */
  jobs: readonly JobSummary[];
  /** Matching jobs not shown yet. */
  remaining: number;
  loadingMore: boolean;
  onShowMore: () => void;
  /** The keyword search whose words the rows mark ('' for none). */
  q?: string;
  /** Jobs in the whole list: a search or filter that finds none of them says so. */
  total?: number;
  /** A filter is set (an empty list then offers to clear it). */
  filtered?: boolean;
  /** A search that found nothing: the searches close to it (the list's answer). */
  suggestions?: readonly string[];
}

const NO_SUGGESTIONS: readonly string[] = [];

/**
 * The jobs the filters let through, one row each, and Show more for the next window
 * (docs/PRODUCT.md §2). A chunk of its own (JobBoard.tsx): on a phone the list starts below the
 * filters, under the first screen.
 */
export default function JobList({
  jobs,
  remaining,
  loadingMore,
  onShowMore,
  q = '',
  total = 0,
  filtered = false,
  suggestions = NO_SUGGESTIONS,
}: Props) {
  // One function per search, so the memoised rows draw again only when the words change.
  const highlight = useMemo(() => {
    const terms = searchTerms(q);
    return terms.length > 0 ? (text: string): ReactNode => <Highlighted text={text} terms={terms} /> : undefined;
  }, [q]);
  // Mantine types a polymorphic Stack's ref as a div's, whatever element it draws.
  const { listRef, willShowMore } = useFocusOnShowMore<HTMLDivElement>(jobs.length);
  return (
    <>
      {total > 0 && jobs.length === 0 && (highlight || filtered) && (
        <NoMatches searched={highlight !== undefined} filtered={filtered} suggestions={suggestions} />
      )}
      <Stack ref={listRef} component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {jobs.map((job) => (
          <JobRow key={job.id} job={job} highlight={highlight} />
        ))}
      </Stack>
      <ShowMoreButton
        what="jobs"
        remaining={remaining}
        loading={loadingMore}
        onClick={() => {
          willShowMore();
          onShowMore();
        }}
      />
    </>
  );
}
