import { Box, Container } from '@mantine/core';

import { useArticles } from '../../api/queries';
import { ArticleGrid } from '../../components/ArticleGrid';
import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const SKELETON_CARDS = 6;

/**
 * docs/PRODUCT.md §2 "/blogs-list": "Recent News Articles", its subtitle, a card per article (image, title,
 * teaser, "Read More" link), and "No articles found." when there are none.
 */
export default function ArticleListPage() {
  useDocumentTitle();
  const articlesQuery = useArticles();
  const articles = articlesQuery.data ?? [];
  const loading = articlesQuery.isLoading;

  return (
    <>
      <PageHero title="Recent News Articles" subtitle="Fresh job related news content posted each day." />
      <Box py={{ base: 40, md: 64 }}>
        <Container>
          <ArticleGrid articles={articles} loading={loading} placeholders={SKELETON_CARDS} readMore="link" headingLevel={2} />
        </Container>
      </Box>
    </>
  );
}
