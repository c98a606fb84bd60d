import { Box, Container, SimpleGrid, Text } from '@mantine/core';
import { useArticles } from '../../api/queries';
import { ArticleCard, ArticleCardSkeleton } from '../../components/ArticleCard';
import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const SKELETON_CARDS = 6;

/**
 * SPEC.md §2 "/blogs-list": "Recent News Articles", its subtitle, a card per article (image, title,
 * teaser, "Read More" link), and "No articles found." when there are none.
 */
export default function ArticleListPage() {
  useDocumentTitle('Recent News Articles');
  const articlesQuery = useArticles();
  const articles = articlesQuery.data ?? [];
  const loading = articlesQuery.isLoading;

  return (
    <>
      <PageHero title="Recent News Articles" subtitle="Fresh job related news content posted each day." />
      <Box py={{ base: 40, md: 64 }}>
        <Container>
          {!loading && articles.length === 0 ? (
            <Text ta="center" fz="lg" c="gray.7" py={48}>
              No articles found.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={loading}>
              {loading
                ? Array.from({ length: SKELETON_CARDS }, (_, i) => <ArticleCardSkeleton key={i} />)
                : articles.map((article) => (
                    <ArticleCard key={article.id} article={article} readMore="link" headingLevel={2} />
                  ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </>
  );
}
