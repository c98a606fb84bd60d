import { ArticleGrid } from '../../components/ArticleGrid';
import { HeadedSection } from '../../components/HeadedSection';
import type { ArticleSummary } from '../../domain/entities';
import { RECENT_ARTICLE_COUNT } from '../../domain/firstWindows';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { ViewAllButton } from './ViewAllButton';

/**
 * docs/PRODUCT.md §2: the last 3 articles, each with a Read More button, and a View All button (its target
 * is not in the spec: it opens the article list). "No articles found." once loaded and empty.
 */
export function RecentArticles({ articles, loading }: { articles: readonly ArticleSummary[]; loading: boolean }) {
  const t = useT();
  return (
    <HeadedSection
      titleId="articles-title"
      eyebrow={t('home.articlesEyebrow')}
      title={t('home.articlesTitle')}
      subtitle={t('home.articlesSubtitle')}
      shaded
    >
      <ArticleGrid
        articles={articles}
        loading={loading}
        placeholders={RECENT_ARTICLE_COUNT}
        readMore="button"
        emptyProps={{ c: 'dimmed', py: 'xl' }}
      />
      <ViewAllButton to={routes.blogs} what="articles" outline />
    </HeadedSection>
  );
}
