import { Blockquote, Box, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, imageUrl } from '../../api/content';
import { useArticle } from '../../api/queries';
import { IMAGE_PLACEHOLDER } from '../../components/ArticleCard';
import { DetailLoadFailed } from '../../components/DetailLoadFailed';
import { DetailNotFound, LoadingText } from '../../components/DetailStatus';
import { formatDate } from '../../components/formatDate';
import { IconCalendar, IconQuote } from '../../components/icons';
import { SectionList } from '../../components/SectionList';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { detailIdFrom, routes } from '../../domain/routes';

const back = { backTo: routes.blogs, backLabel: 'Back to Recent News Articles' };

const Page = ({ children }: { children: ReactNode }) => <Container size="md" py="xl">{children}</Container>;

/**
 * SPEC.md §2 "/showblogdetails": title, "Posted On" date, image, teaser, main heading, main
 * description, sections as paragraphs and a quote block (the wire's salary field).
 */
export default function ArticleDetailsPage() {
  const location = useLocation();
  const id = detailIdFrom(location.state, location.search);
  const article = useArticle(id);
  useDocumentTitle(article.data?.title ?? 'Article');

  const notFound = (
    <Page>
      <DetailNotFound what="Article" {...back} />
    </Page>
  );
  if (id === null) return notFound;
  if (article.isPending) {
    return (
      <Page>
        <LoadingText />
      </Page>
    );
  }
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.status === 404) return notFound;
    return (
      <Page>
        <DetailLoadFailed what="Article" onRetry={() => void article.refetch()} {...back} />
      </Page>
    );
  }

  const data = article.data;
  return (
    <Box component="article" py={{ base: 32, md: 56 }}>
      <Container size="md">
        <Stack gap="lg">
          <Title order={1}>{data.title}</Title>
          <Group gap={8} c="gray.7">
            <IconCalendar size={18} />
            <Text>
              Posted On <time dateTime={data.date}>{formatDate(data.date)}</time>
            </Text>
          </Group>
          <Image
            src={imageUrl(data.image)}
            fallbackSrc={IMAGE_PLACEHOLDER}
            alt=""
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
          {data.mainHeading && <Title order={2}>{data.mainHeading}</Title>}
          {data.mainDescription && (
            <Text fz="lg" c="gray.8" lh={1.7} style={{ whiteSpace: 'pre-line' }}>
              {data.mainDescription}
            </Text>
          )}
          <SectionList sections={data.sections} as="paragraphs" />
          {data.quote && (
            <Blockquote color="accent" icon={<IconQuote size={22} />} radius="md" mt="md" iconSize={44}>
              <Text fz="lg" fs="italic" c="gray.9">
                {data.quote}
              </Text>
            </Blockquote>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
