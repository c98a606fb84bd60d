import { Box, Container, Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { IconBank, IconGear, IconHeadset, IconMegaphone, IconMonitor, IconSchool, type IconProps } from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';
import { INDUSTRIES, type IndustryKey } from './aboutContent';
import classes from './AboutPage.module.css';

const INDUSTRY_ICONS: Record<IndustryKey, ComponentType<IconProps>> = {
  banking: IconBank,
  it: IconMonitor,
  media: IconMegaphone,
  manufacturing: IconGear,
  education: IconSchool,
  support: IconHeadset,
};

/** SPEC.md §1: the industries the agency serves. */
export function AboutIndustries() {
  return (
    <Box component="section" aria-labelledby="industries-title" py={{ base: 56, md: 88 }} bg="gray.0">
      <Container>
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title="Industries we serve"
          subtitle="Recruiters who specialise in your sector, from branch banking to the shop floor."
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" className={classes.plainList}>
          {INDUSTRIES.map((industry) => {
            const Icon = INDUSTRY_ICONS[industry.key];
            return (
              <Paper component="li" key={industry.key} withBorder radius="lg" p="lg">
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon size={48} radius="md" color="brand">
                    <Icon size={24} />
                  </ThemeIcon>
                  <Text fw={700} c="brand.9">
                    {industry.name}
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
