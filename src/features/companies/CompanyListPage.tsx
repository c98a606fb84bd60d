import { Box, Button, Container, Group, Paper, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';

import { useCompanies } from '../../api/queries';
import { IconSearch } from '../../components/icons';
import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { searchCompanies } from '../../domain/companySearch';
import { CompanyCard } from './CompanyCard';

const SKELETON_CARDS = 6;

/** Announced (role="status") after each search, so a screen reader hears the result. */
function searchSummary(loading: boolean, query: string, count: number): string {
  const text = query.trim();
  if (loading || !text) return '';
  return `${count} ${count === 1 ? 'company matches' : 'companies match'} “${text}”`;
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
 * form is submitted (the button or Enter); clearing the box shows every company again.
 */
export default function CompanyListPage() {
  useDocumentTitle();
  const companiesQuery = useCompanies();
  // Uncontrolled: text typed into the server's HTML before the app took the page over stays in the
  // box and is what Search looks for (a controlled box's state would not hold it, and its next
  // render would wipe it).
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const companies = useMemo(() => searchCompanies(companiesQuery.data ?? [], query), [companiesQuery.data, query]);
  const loading = companiesQuery.isLoading;

  return (
    <>
      <PageHero title="Employers" subtitle="Companies hiring through Sr Technologies Jobs, newest first.">
        <Paper
          component="form"
          role="search"
          aria-label="Search companies"
          radius="lg"
          p="sm"
          mt="xl"
          maw={640}
          shadow="xl"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(field.current?.value ?? '');
          }}
        >
          <Group gap="sm" wrap="nowrap">
            <TextInput
              aria-label="Company name or location"
              placeholder="Search Company Here..."
              ref={field}
              defaultValue=""
              onChange={(event) => {
                if (!event.currentTarget.value.trim()) setQuery('');
              }}
              leftSection={<IconSearch size={18} />}
              type="search"
              style={{ flexGrow: 1 }}
            />
            <Button type="submit" size="md" color="accent">
              Search
            </Button>
          </Group>
        </Paper>
      </PageHero>
      <Box py={{ base: 40, md: 64 }}>
        <Container>
          <Text role="status" size="sm" c="dimmed" mb="md">
            {searchSummary(loading, query, companies.length)}
          </Text>
          {!loading && companies.length === 0 ? (
            <Text ta="center" fz="lg" c="gray.7" py={48}>
              No companies found matching your search.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy={loading}>
              {loading
                ? Array.from({ length: SKELETON_CARDS }, (_, i) => <CompanyCardSkeleton key={i} />)
                : companies.map((company) => <CompanyCard key={company.id} company={company} />)}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </>
  );
}
