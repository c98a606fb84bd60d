import { Blockquote, Box, Container, Group, Stack, Text, Title } from '@mantine/core';

import { useArticle } from '../../api/queries';
import { DetailBody } from '../../components/DetailBody';
import { DetailPage, useDetailId } from '../../components/DetailPage';
import { IconCalendar, IconQuote } from '../../components/pageIcons';
import { ShareButton } from '../../components/ShareButton';
import { UploadedImage } from '../../components/UploadedImage';
import { routes } from '../../domain/routes';
import { formatDate } from '../../i18n/format/formatDate';
import { useLanguage, useT } from '../../i18n/useT';

/**
 * docs/PRODUCT.md §2 "/showblogdetails": title, "Posted On" date, image, teaser, main heading, main
 * description, sections as paragraphs and a quote block (the wire's salary field).
 */
export default function ArticleDetailsPage() {
  const id = useDetailId();
  const article = useArticle(id);
  const t = useT();
  const language = useLanguage();
  const back = { to: routes.blogs, label: t('articles.backToList') };
  return (
    <DetailPage what="Article" id={id} query={article} title={(item) => item.title} back={back} size="md">
      {(data) => (
        <Box component="article" py={{ base: 32, md: 56 }}>
          <Container size="md">
            <Stack gap="lg">
              <Title order={1}>{data.title}</Title>
              <Group justify="space-between" gap="sm">
                <Group gap={8} c="gray.7">
                  <IconCalendar size={18} />
                  <Text>
                    {t('articles.postedOn')} <time dateTime={data.date}>{formatDate(data.date, language)}</time>
                  </Text>
                </Group>
                <ShareButton path={routes.articleDetails} id={data.id} title={data.title} text={data.teaser} />
              </Group>
              <UploadedImage
                image={data.image}
                width={960}
                height={540}
                w="100%"
                h="auto"
                radius="lg"
                style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
                bg="brand.0"
              />
              {data.teaser && (
                <Text fz="xl" fw={500} c="gray.8" lh={1.6}>
                  {data.teaser}
                </Text>
              )}
              <DetailBody item={data} sectionsAs="paragraphs" descriptionProps={{ fz: 'lg', c: 'gray.8', lh: 1.7 }} />
              {data.quote && (
                // The mark sits on the quote's top edge, inside its left edge: Mantine centres it on the
                // corner, half of it past the column, which a phone's narrow margin cuts.
                <Blockquote
                  color="accent"
                  icon={<IconQuote size={22} />}
                  radius="md"
                  mt="md"
                  iconSize={44}
                  styles={{ icon: { insetInlineStart: 'var(--mantine-spacing-md)' } }}
                >
                  <Text fz="lg" fs="italic" c="gray.9">
                    {data.quote}
                  </Text>
                </Blockquote>
              )}
            </Stack>
          </Container>
        </Box>
      )}
    </DetailPage>
  );
}
