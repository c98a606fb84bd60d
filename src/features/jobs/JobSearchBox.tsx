import { Button, Group } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';

import { PlainTextField } from '../../components/PlainTextField';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { useListAddress } from './useListAddress';

/** How long typing pauses before the list asks for the new words: one request per pause, not per key. */
const TYPING_PAUSE_MS = 250;
/** The server refuses longer searches (src/domain/keywordSearch.ts MAX_QUERY_LENGTH); the box stops there. */
const MAX_LENGTH = 200;

interface Props {
  /** The search in the page's address (`?q=`). */
  q?: string;
}

/**
 * The keyword search of /find-jobs (docs/PRODUCT.md, keyword search): the words go into the page's
 * address as the visitor pauses typing (beside the filters there), so the list follows and the address can be shared. A
 * deferred part of the page (JobBoard), and a plain GET form until its code has come: Enter then
 * loads /find-jobs?q=... from the server.
 */
export default function JobSearchBox({ q = '' }: Props) {
  const t = useT();
  const rewriteAddress = useListAddress();
  // Typing replaces the address rather than adding a history entry per pause; the filters stay.
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The words this box last wrote into the address: their arrival there must not set the box back
  // to them, as the visitor may have typed on meanwhile (a slow phone commits the address late).
  const [sentQ, setSentQ] = useState<string | null>(null);
  const onSearch = useCallback(
    (next: string) => {
      setSentQ(next);
      rewriteAddress((params) => {
        if (next) params.set('q', next);
        else params.delete('q');
      });
    },
    [rewriteAddress],
  );
  // The address changed from outside (Back, a link): show its search, unless it is what is typed
  // (React's "adjust state while rendering", not an effect: no frame shows the old words).
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== sentQ && text.trim() !== q) setText(q);
  }
  useEffect(() => {
    if (text.trim() === q) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <form
      role="search"
      aria-label={t('jobs.searchFormLabel')}
      action={routes.findJobs}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        {/* Not Mantine's TextInput: its id hook draws the field a second time in a blocking render
            as soon as it is mounted (a random id set in a layout effect), on the job list's first screen. */}
        <PlainTextField
          type="search"
          name="q"
          label={t('jobs.searchBoxLabel')}
          placeholder={t('jobs.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rootStyle={{ flex: 1 }}
        />
        <Button type="submit">{t('jobs.searchButton')}</Button>
      </Group>
    </form>
  );
}
