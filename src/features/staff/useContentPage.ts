import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Resource } from '../../contract/resources';
import type { ContentPageDto, StaffRecords } from '../../contract/staff';
import { CONTENT_PAGE_SIZE } from '../../domain/staffContentList';
import { staffApi } from './staffApi';
import { staffKeys, staffQueryOptions } from './staffQueries';

/** Long enough that typing a word asks the server once, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

/** A page and the search it answers, kept together so the shown page always says what it is. */
export type ShownContentPage<K extends Resource> = ContentPageDto<StaffRecords[K]> & { search: string };

/**
 * The page at `offset`, or the last page when that one is empty: a removal (here or by someone
 * else) can leave the page a person was on with nothing in it.
 */
async function fetchPage<K extends Resource>(resource: K, offset: number, q: string): Promise<ShownContentPage<K>> {
  const answer = await staffApi.listPage(resource, { offset, limit: CONTENT_PAGE_SIZE, q });
  if (answer.items.length > 0 || offset === 0 || answer.matches === 0) return { ...answer, search: q };
  const last = Math.floor((answer.matches - 1) / CONTENT_PAGE_SIZE) * CONTENT_PAGE_SIZE;
  return { ...(await staffApi.listPage(resource, { offset: last, limit: CONTENT_PAGE_SIZE, q })), search: q };
}

/** A content list's search text, the page chosen and that page's query; a new search starts at its first page. */
export function useContentPage<K extends Resource>(resource: K) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for, so a new search needs no effect to reset it.
  const [chosen, setChosen] = useState({ search: '', page: 1 });
  const wanted = chosen.search === debounced ? chosen.page : 1;
  const offset = (wanted - 1) * CONTENT_PAGE_SIZE;
  const list = useQuery({
    queryKey: staffKeys.contentPage(resource, debounced, offset),
    queryFn: () => fetchPage(resource, offset, debounced),
    ...staffQueryOptions,
    placeholderData: keepPreviousData,
  });
  const answered = list.isPlaceholderData ? undefined : list.data;
  // The page the answer is (the last one, when the wanted page had emptied); the wanted one while it loads.
  const page = answered ? Math.floor(answered.offset / CONTENT_PAGE_SIZE) + 1 : wanted;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.matches / CONTENT_PAGE_SIZE)) : 1;

  return {
    text,
    setText,
    page,
    pages,
    setPage: (next: number) => setChosen({ search: debounced, page: next }),
    /** Back to the first page of everything, where a newly published item is. */
    reset: () => {
      setText('');
      setChosen({ search: '', page: 1 });
    },
    list,
  };
}
