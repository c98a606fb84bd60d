import { Text } from '@mantine/core';

import { HeadedSection } from '../../components/HeadedSection';
import { IconCard } from '../../components/IconCard';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { useT } from '../../i18n/useT';
import { INDUSTRIES } from './aboutContent';
import classes from './AboutPage.module.css';

/** docs/PRODUCT.md §1: the industries the agency serves. */
export function AboutIndustries() {
  const t = useT();
  return (
    <HeadedSection
      titleId="industries-title"
      eyebrow={t('about.industriesEyebrow')}
      title={t('about.industriesTitle')}
      subtitle={t('about.industriesSubtitle')}
      shaded
    >
      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" className={classes.plainList}>
        {INDUSTRIES.map((industry) => (
          <IconCard as="li" key={industry.key} icon={industry.icon} filledIcon>
            <Text fw={700} c="brand.9">
              {t(industry.name)}
            </Text>
          </IconCard>
        ))}
      </ResponsiveGrid>
    </HeadedSection>
  );
}
