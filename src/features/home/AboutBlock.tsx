import { Box, Button, Container, Grid, List, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { Illustration } from '../../components/Illustration';
import { IconArrowRight, IconCheck } from '../../components/pageIcons';
import { routes } from '../../domain/routes';

const SERVICES = [
  'Permanent recruitment, from freshers to senior leaders',
  'Contract staffing that scales with your projects',
  'Payroll, ESI, PF and labour-law compliance outsourcing',
] as const;

/** docs/PRODUCT.md §2: the home page's about block, with the fixed "300k+ employers" figure. */
export function AboutBlock() {
  return (
    <Box component="section" aria-labelledby="about-block-title" py={{ base: 56, md: 88 }}>
      <Container>
        <Grid gap={{ base: 32, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Illustration src="/images/about-team.svg" width={560} height={420} lazy />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text fw={700} fz="sm" tt="uppercase" lts={1.5} c="accent.6" mb={8}>
              About Sr Technologies
            </Text>
            <Title order={2} id="about-block-title" mb="md">
              The hiring partner of 300k+ employers
            </Title>
            <Text c="gray.7" fz="lg" mb="lg">
              From our office in Chennai we screen, shortlist and place candidates for banks, software firms, factories, schools
              and contact centres. Candidates get honest advice and real interviews; employers get people who stay.
            </Text>
            <List
              spacing="sm"
              mb="xl"
              icon={
                <ThemeIcon size={26} radius="xl" color="accent">
                  <IconCheck size={16} strokeWidth={2.5} />
                </ThemeIcon>
              }
            >
              {SERVICES.map((service) => (
                <List.Item key={service}>
                  <Text fw={600} c="gray.8">
                    {service}
                  </Text>
                </List.Item>
              ))}
            </List>
            <Button component={Link} to={routes.aboutUs} size="md" variant="outline" rightSection={<IconArrowRight size={18} />}>
              More About Us
            </Button>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
