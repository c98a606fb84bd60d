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
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import classes from './HomePage.module.css';

/** Each category's icon and its name's message. */
const CATEGORY_CARDS: Record<PopularCategory, { icon: ComponentType<IconProps>; name: MessageId }> = {
  'Accounting / Finance': { icon: IconCalculator, name: 'home.categoryAccounting' },
  Marketing: { icon: IconMegaphone, name: 'home.categoryMarketing' },
  Design: { icon: IconPen, name: 'home.categoryDesign' },
  Development: { icon: IconCode, name: 'home.categoryDevelopment' },
  'Human Resource': { icon: IconUsers, name: 'home.categoryHumanResource' },
  'Project Management': { icon: IconClipboard, name: 'home.categoryProjectManagement' },
  'Customer Service': { icon: IconHeadset, name: 'home.categoryCustomerService' },
  'Health and Care': { icon: IconHeart, name: 'home.categoryHealthCare' },
  'Automotive Jobs': { icon: IconCar, name: 'home.categoryAutomotive' },
};

/** docs/PRODUCT.md §2: nine category cards. They are information, not links (the spec's cards do not navigate). */
export function PopularCategories() {
  const t = useT();
  return (
    <HeadedSection
      titleId="categories-title"
      eyebrow={t('home.categoriesEyebrow')}
      title={t('home.categoriesTitle')}
      subtitle={t('home.categoriesSubtitle')}
    >
      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md', md: 'lg' }} component="ul">
        {POPULAR_CATEGORIES.map((category) => (
          <IconCard
            as="li"
            key={category}
            icon={CATEGORY_CARDS[category].icon}
            padding={false}
            className={classes.categoryCard}
            data-testid="category-card"
          >
            {/* The module's classes, not Mantine's responsive props: each of those writes a <style>
                element of its own into the HTML, nine times over. */}
            <p className={classes.categoryName}>{t(CATEGORY_CARDS[category].name)}</p>
          </IconCard>
        ))}
      </ResponsiveGrid>
    </HeadedSection>
  );
}
