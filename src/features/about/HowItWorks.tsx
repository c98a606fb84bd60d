import { Box, Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { IconFileUpload, IconHandshake, IconSearch, type IconProps } from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';
import { HOW_IT_WORKS_STEPS, type StepKey } from './aboutContent';
import classes from './AboutPage.module.css';

const STEP_ICONS: Record<StepKey, ComponentType<IconProps>> = {
  search: IconSearch,
  apply: IconFileUpload,
  hired: IconHandshake,
};

/** SPEC.md §2: "How It Works?" in three numbered steps. */
export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-title" pb={{ base: 56, md: 88 }} pt={{ base: 24, md: 40 }}>
      <Container>
        <SectionHeading id="how-title" eyebrow="Three steps" title="How It Works?" />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" className={classes.plainList}>
          {HOW_IT_WORKS_STEPS.map((step, index) => {
            const Icon = STEP_ICONS[step.key];
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
        </SimpleGrid>
      </Container>
    </Box>
  );
}
