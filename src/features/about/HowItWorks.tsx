import { Paper, Text, ThemeIcon, Title } from '@mantine/core';

import { HeadedSection } from '../../components/HeadedSection';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { useT } from '../../i18n/useT';
import { HOW_IT_WORKS_STEPS } from './aboutContent';
import classes from './AboutPage.module.css';

/** docs/PRODUCT.md §2: "How It Works?" in three numbered steps. */
export function HowItWorks() {
  const t = useT();
  return (
    <HeadedSection
      titleId="how-title"
      eyebrow={t('about.howEyebrow')}
      title={t('about.howTitle')}
      paddingTop={{ base: 24, md: 40 }}
    >
      <ResponsiveGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" className={classes.plainList}>
        {HOW_IT_WORKS_STEPS.map((step, index) => {
          const Icon = step.icon;
          return (
            <Paper component="li" key={step.key} withBorder radius="lg" p="xl" pos="relative">
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <ThemeIcon size={56} radius="xl" variant="light" pos="absolute" top={24} right={24}>
                <Icon size={28} />
              </ThemeIcon>
              <Title order={3} mt="lg" mb="xs">
                {t(step.title)}
              </Title>
              <Text c="gray.7">{t(step.text)}</Text>
            </Paper>
          );
        })}
      </ResponsiveGrid>
    </HeadedSection>
  );
}
