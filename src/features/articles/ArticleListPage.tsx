import { Box, Container } from '@mantine/core';

import { useWindowedList } from '../../api/useWindowedList';
import { ArticleGrid } from '../../components/ArticleGrid';
import { PageHero } from '../../components/PageHero';
import { ShowMoreOfList } from '../../components/ShowMoreButton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFocusOnShowMore } from '../../components/useFocusOnShowMore';
import { useT } from '../../i18n/useT';

const SKELETON_CARDS = 6;

/**
 * docs/PRODUCT.md §2 "/blogs-list": "Recent News Articles", its subtitle, a card per article (image, title,
 * teaser, "Read More" link), a window of them with Show more for the next, and "No articles found."
 * when there are none.
 */
export default function ArticleListPage() {
  useDocumentTitle();
  const t = useT();
  const list = useWindowedList('articles');
  const { listRef, willShowMore } = useFocusOnShowMore<HTMLDivElement>(list.items.length);

  return (
    <>
      <PageHero title={t('articles.heroTitle')} subtitle={t('articles.heroSubtitle')} />
      <Box py={{ base: 40, md: 64 }}>
        <Container>
          <ArticleGrid
            articles={list.items}
            loading={list.isLoading}
            placeholders={SKELETON_CARDS}
            readMore="link"
            headingLevel={2}
            listRef={listRef}
          />
          <ShowMoreOfList what="articles" list={list} willShowMore={willShowMore} />
        </Container>
      </Box>
    </>
  );
}
