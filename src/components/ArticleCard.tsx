import { Anchor, Button, Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';

import type { ArticleSummary } from '../domain/entities';
import { ARTICLE_CARD_IMAGE_HEIGHT } from '../domain/homeRules';
import { detailLink, routes } from '../domain/routes';
import { useT } from '../i18n/useT';
import { IconArrowRight } from './pageIcons';
import { UploadedImage } from './UploadedImage';

/**
 * An article's card: image (250 px high, docs/PRODUCT.md §9), title, teaser and "Read More" to the article
 * (its id in navigation state as jobDetails and in ?id=). The home page shows "Read More" as a
 * button, the article list as a link (docs/PRODUCT.md §2). Cards sit below the fold, so images load lazily;
 * the fixed height means no layout shift when they arrive. Memoised: a list draws again when its
 * query's state moves (the refetch when the service worker takes control), its cards need not.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  readMore,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  readMore: 'button' | 'link';
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const link = detailLink(routes.articleDetails, article.id);
  const label = (
    <>
      {t('common.readMore')}
      <VisuallyHidden>: {article.title}</VisuallyHidden>
    </>
  );
  return (
    <Card component="article" h="100%" padding="lg" shadow="xs" data-testid="article-card">
      <Card.Section>
        <UploadedImage
          image={article.image}
          h={ARTICLE_CARD_IMAGE_HEIGHT}
          w="100%"
          fit="cover"
          // A 250 px high card is narrower than a 16:9 picture: crop from the right, where
          // illustrations keep their decoration, and keep the left side (titles, faces) whole.
          style={{ objectPosition: 'left center' }}
          loading="lazy"
          bg="brand.0"
        />
      </Card.Section>
      <Stack gap="sm" mt="lg" style={{ flexGrow: 1 }}>
        <Title order={headingLevel} size="h4" lh={1.35}>
          {article.title}
        </Title>
        <Text c="dimmed" size="sm" lineClamp={3} style={{ flexGrow: 1 }}>
          {article.teaser}
        </Text>
        {readMore === 'button' ? (
          <Button
            component={Link}
            to={link.to}
            state={link.state}
            variant="light"
            rightSection={<IconArrowRight size={16} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {label}
          </Button>
        ) : (
          <Anchor
            component={Link}
            to={link.to}
            state={link.state}
            fw={700}
            display="inline-flex"
            style={{ alignItems: 'center', gap: 6, minHeight: 28 }}
          >
            {label}
            <IconArrowRight size={16} />
          </Anchor>
        )}
      </Stack>
    </Card>
  );
});

/** Holds an article card's place (same size) while the list loads, so nothing shifts. */
export function ArticleCardSkeleton() {
  return (
    <Card h="100%" padding="lg" aria-hidden="true">
      <Card.Section>
        <Skeleton h={ARTICLE_CARD_IMAGE_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap="sm" mt="lg">
        <Skeleton h={20} w="85%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="70%" />
        <Skeleton h={36} w={140} mt="sm" />
      </Stack>
    </Card>
  );
}
