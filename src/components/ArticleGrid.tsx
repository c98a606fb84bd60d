import { Text, type TextProps } from '@mantine/core';
import type { Ref } from 'react';

import type { ArticleSummary } from '../domain/entities';
import { useT } from '../i18n/useT';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import { ResponsiveGrid } from './ResponsiveGrid';

interface Props {
  articles: readonly ArticleSummary[];
  loading: boolean;
  /** How many placeholder cards hold the space while the list loads. */
  placeholders: number;
  readMore: 'button' | 'link';
  headingLevel?: 2 | 3;
  /** The empty message's colour and space (quieter inside a home page section). */
  emptyProps?: TextProps;
  /** The grid, whose children are the cards (Show more moves the focus to one: useFocusOnShowMore). */
  listRef?: Ref<HTMLDivElement>;
}

/**
 * Article cards, up to three a row. While the list loads, placeholder cards of the same size hold
 * the space; once it has loaded empty (or failed: docs/PRODUCT.md §4), "No articles found." (docs/PRODUCT.md §8).
 */
export function ArticleGrid({
  articles,
  loading,
  placeholders,
  readMore,
  headingLevel,
  emptyProps = { c: 'gray.7', py: 48 },
  listRef,
}: Props) {
  const t = useT();
  if (!loading && articles.length === 0) {
    return (
      <Text ta="center" fz="lg" {...emptyProps}>
        {t('common.noArticles')}
      </Text>
    );
  }
  return (
    <ResponsiveGrid ref={listRef} cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={loading}>
      {loading
        ? Array.from({ length: placeholders }, (_, i) => <ArticleCardSkeleton key={i} />)
        : articles.map((article) => (
            <ArticleCard key={article.id} article={article} readMore={readMore} headingLevel={headingLevel} />
          ))}
    </ResponsiveGrid>
  );
}
