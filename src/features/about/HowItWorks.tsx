import { Paper, Text, ThemeIcon, Title } from '@mantine/core';

import { HeadedSection } from '../../components/HeadedSection';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { HOW_IT_WORKS_STEPS } from './aboutContent';
import classes from './AboutPage.module.css';

/** docs/PRODUCT.md §2: "How It Works?" in three numbered steps. */
export function HowItWorks() {
  return (
    <HeadedSection titleId="how-title" eyebrow="Three steps" title="How It Works?" paddingTop={{ base: 24, md: 40 }}>
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
                {step.title}
              </Title>
              <Text c="gray.7">{step.text}</Text>
            </Paper>
          );
        })}
      </ResponsiveGrid>
    </HeadedSection>
  );
}
