import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

import { EMPTY_JOB_FILTER, writeFilterParams } from '../../domain/jobFilters';
import { useT } from '../../i18n/useT';

interface Props {
  /** The list answers a keyword search. */
  searched: boolean;
  /** A filter is set. */
  filtered: boolean;
  /** Searches close to the one that found nothing (the list's answer, the server's or the device's). */
  suggestions: readonly string[];
}

/** The list's address with `edit` applied to its query, other parameters kept. */
function addressWith(search: string, edit: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  edit(params);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * What an empty job list says and offers (docs/PRODUCT.md §2, "When nothing matches"): that nothing
 * matches, the searches close to the visitor's that find jobs ("Did you mean"), and a way back to
 * every job: "Clear search", "Clear filters". Each is a link to the list's address with that change
 * (the filters or words kept otherwise), so it works before the page's code runs and Back undoes it.
 */
export function NoMatches({ searched, filtered, suggestions }: Props) {
  const t = useT();
  const { search } = useLocation();
  const clearFilters = addressWith(search, (params) => writeFilterParams(params, EMPTY_JOB_FILTER));
  const clearSearch = addressWith(search, (params) => params.delete('q'));
  return (
    <Stack gap="xs" data-testid="no-matches">
      <Text c="dimmed">{searched ? t('jobs.noSearchMatches') : t('jobs.noFilterMatches')}</Text>
      {suggestions.length > 0 && (
        <Group gap="xs">
          <Text size="sm">{t('jobs.didYouMean')}</Text>
          {suggestions.map((suggestion) => (
            <Anchor
              key={suggestion}
              component={Link}
              size="sm"
              fw={600}
              to={addressWith(search, (params) => params.set('q', suggestion))}
            >
              {suggestion}
            </Anchor>
          ))}
        </Group>
      )}
      <Group gap="xs">
        {searched && (
          <Button component={Link} to={clearSearch} variant="light" size="compact-md">
            {t('jobs.clearSearch')}
          </Button>
        )}
        {filtered && (
          <Button component={Link} to={clearFilters} variant="light" size="compact-md">
            {t('jobs.clearFilters')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
