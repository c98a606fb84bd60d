import { Button, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArticleCard, ArticleCardSkeleton } from '../../components/ArticleCard';
import { IconArrowRight } from '../../components/icons';
import { HeadedSection } from '../../components/HeadedSection';
import type { ArticleSummary } from '../../domain/entities';
import { RECENT_ARTICLE_COUNT } from '../../domain/homeRules';
import { routes } from '../../domain/routes';

/**
 * SPEC.md §2: the last 3 articles, each with a Read More button, and a View All button (its target
 * is not in the spec: it opens the article list). "No articles found." once loaded and empty.
 */
export function RecentArticles({ articles, loading }: { articles: readonly ArticleSummary[]; loading: boolean }) {
  return (
    <HeadedSection
      titleId="articles-title"
      eyebrow="From the blog"
      title="Recent News Articles"
      subtitle="Hiring trends, interview advice and workplace news from Chennai and beyond."
      shaded
    >
      {!loading && articles.length === 0 ? (
        <Text ta="center" c="dimmed" fz="lg" py="xl">
          No articles found.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={loading}>
          {loading
            ? Array.from({ length: RECENT_ARTICLE_COUNT }, (_, i) => <ArticleCardSkeleton key={i} />)
            : articles.map((article) => (
                <ArticleCard key={article.id} article={article} readMore="button" />
              ))}
        </SimpleGrid>
      )}
      <Group justify="center" mt={40}>
        <Button component={Link} to={routes.blogs} size="md" variant="outline" rightSection={<IconArrowRight size={18} />}>
          View All<VisuallyHidden> articles</VisuallyHidden>
        </Button>
      </Group>
    </HeadedSection>
  );
}
