import { Box, Button, Container, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';

import { useCompanies } from '../../api/queries';
import { useWindowedList } from '../../api/useWindowedList';
import { IconSearch } from '../../components/icons';
import { PageHero } from '../../components/PageHero';
import { PlainTextField } from '../../components/PlainTextField';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFocusOnShowMore } from '../../components/useFocusOnShowMore';
import { searchCompanies } from '../../domain/companySearch';
import { COMPANY_LIST_WINDOW } from '../../domain/firstWindows';
import { DEFAULT_WINDOW_SIZE } from '../../domain/listWindow';
import { type Translate, useT } from '../../i18n/useT';
import { CompanyCard } from './CompanyCard';

const SKELETON_CARDS = 6;

/** Announced (role="status") after each search, so a screen reader hears the result. */
function searchSummary(t: Translate, loading: boolean, query: string, count: number): string {
  const text = query.trim();
  if (loading || !text) return '';
  return t('companies.searchSummary', { count, shown: String(count), query: text });
}

function CompanyCardSkeleton() {
  return (
    <Paper withBorder radius="lg" p="lg" h={246} aria-hidden="true">
      <Skeleton w={72} h={72} radius="md" mb="md" />
      <Skeleton h={18} w="80%" mb="sm" />
      <Skeleton h={12} w="40%" mb="xl" />
      <Skeleton h={36} />
    </Paper>
  );
}

/**
 * docs/PRODUCT.md §2 "/employers-list": a search box with a Search button, the companies newest first,
 * "No companies found matching your search." when nothing matches. The search applies when the
 * form is submitted (the button or Enter); clearing the box shows every company again. Without a
 * search the page holds a window of the list (Show more reads the next); the API searches no
 * companies, so a search reads the whole list once and shows its matches a window at a time too.
 */
export default function CompanyListPage() {
  useDocumentTitle();
  const t = useT();
  // Uncontrolled: text typed into the server's HTML before the app took the page over stays in the
  // box and is what Search looks for (a controlled box's state would not hold it, and its next
  // render would wipe it).
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const windows = useWindowedList('companies', COMPANY_LIST_WINDOW);
  const all = useCompanies(searching);
  const matches = useMemo(() => searchCompanies(all.data ?? [], query), [all.data, query]);
  // The matches of a search, shown a window at a time as the unsearched list is.
  const [shownMatches, setShownMatches] = useState(DEFAULT_WINDOW_SIZE);
  const companies = searching ? matches.slice(0, shownMatches) : windows.items;
  const count = searching ? matches.length : windows.matched;
  const loading = searching ? all.isLoading : windows.isLoading;
  const { listRef, willShowMore } = useFocusOnShowMore<HTMLDivElement>(companies.length);
  const showMore = () => {
    willShowMore();
    if (searching) setShownMatches((shown) => shown + DEFAULT_WINDOW_SIZE);
    else windows.showMore();
  };

  return (
    <>
      <PageHero title={t('companies.heroTitle')} subtitle={t('companies.heroSubtitle')}>
        <Paper
          component="form"
          role="search"
          aria-label={t('companies.searchForm')}
          radius="lg"
          p="sm"
          mt="xl"
          maw={640}
          shadow="xl"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(field.current?.value ?? '');
            setShownMatches(DEFAULT_WINDOW_SIZE);
          }}
        >
          <Group gap="sm" wrap="nowrap">
            <PlainTextField
              aria-label={t('companies.searchField')}
              placeholder={t('companies.searchPlaceholder')}
              ref={field}
              defaultValue=""
              onChange={(event) => {
                if (!event.currentTarget.value.trim()) setQuery('');
              }}
              leftSection={<IconSearch size={18} />}
              type="search"
              // The field gives way, never the button: a flex item's words would be cut ("Searc").
              rootStyle={{ flexGrow: 1, minWidth: 0 }}
            />
            <Button type="submit" size="md" color="accent" flex="none">
              {t('companies.searchButton')}
            </Button>
          </Group>
        </Paper>
      </PageHero>
      <Box py={{ base: 40, md: 64 }}>
        <Container>
          <Text role="status" size="sm" c="dimmed" mb="md">
            {searchSummary(t, loading, query, count)}
          </Text>
          {!loading && companies.length === 0 ? (
            <Text ta="center" fz="lg" c="gray.7" py={48}>
              {t('companies.noMatches')}
            </Text>
          ) : (
            <ResponsiveGrid ref={listRef} cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy={loading}>
              {loading
                ? Array.from({ length: SKELETON_CARDS }, (_, i) => <CompanyCardSkeleton key={i} />)
                : companies.map((company) => <CompanyCard key={company.id} company={company} />)}
            </ResponsiveGrid>
          )}
          <ShowMoreButton
            what="companies"
            remaining={loading ? 0 : count - companies.length}
            loading={!searching && windows.loadingMore}
            onClick={showMore}
          />
        </Container>
      </Box>
    </>
  );
}
