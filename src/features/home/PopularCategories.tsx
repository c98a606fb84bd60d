import type { ComponentType } from 'react';

import { HeadedSection } from '../../components/HeadedSection';
import { IconCard } from '../../components/IconCard';
import type { IconProps } from '../../components/icons';
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
} from '../../components/pictograms';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { POPULAR_CATEGORIES, type PopularCategory } from '../../domain/homeRules';
import classes from './HomePage.module.css';

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

/** docs/PRODUCT.md §2: nine category cards. They are information, not links (the spec's cards do not navigate). */
export function PopularCategories() {
  return (
    <HeadedSection
      titleId="categories-title"
      eyebrow="Popular categories"
      title="Explore jobs by category"
      subtitle="2025 jobs live with 293 added today."
    >
      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md', md: 'lg' }} component="ul">
        {POPULAR_CATEGORIES.map((category) => (
          <IconCard
            as="li"
            key={category}
            icon={CATEGORY_ICONS[category]}
            padding={false}
            className={classes.categoryCard}
            data-testid="category-card"
          >
            {/* The module's classes, not Mantine's responsive props: each of those writes a <style>
                element of its own into the HTML, nine times over. */}
            <p className={classes.categoryName}>{category}</p>
          </IconCard>
        ))}
      </ResponsiveGrid>
    </HeadedSection>
  );
}
