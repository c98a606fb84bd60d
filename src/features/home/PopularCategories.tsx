import { Box, Container, Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import {
  IconCalculator,
  IconCar,
  IconClipboard,
  IconCode,
  IconHeadset,
  IconHeart,
  IconMegaphone,
  IconPen,
  IconUsers,
  type IconProps,
} from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';
import { POPULAR_CATEGORIES, type PopularCategory } from '../../domain/homeRules';

const CATEGORY_ICONS: Record<PopularCategory, ComponentType<IconProps>> = {
  'Accounting / Finance': IconCalculator,
  Marketing: IconMegaphone,
  Design: IconPen,
  Development: IconCode,
  'Human Resource': IconUsers,
  'Project Management': IconClipboard,
  'Customer Service': IconHeadset,
  'Health and Care': IconHeart,
  'Automotive Jobs': IconCar,
};

/** SPEC.md §2: nine category cards. They are information, not links (the spec's cards do not navigate). */
export function PopularCategories() {
  return (
    <Box component="section" aria-labelledby="categories-title" py={{ base: 56, md: 88 }}>
      <Container>
        <SectionHeading
          id="categories-title"
          eyebrow="Popular categories"
          title="Explore jobs by category"
          subtitle="2025 jobs live with 293 added today."
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md', md: 'lg' }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {POPULAR_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <Paper component="li" key={category} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="category-card">
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon size={48} radius="md" variant="light" color="brand" style={{ flexShrink: 0 }}>
                    <Icon size={24} />
                  </ThemeIcon>
                  <Text fw={700} fz={{ base: 'md', sm: 'lg' }} c="brand.9" lh={1.3}>
                    {category}
                  </Text>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
