import { Box, Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { IconCheck } from '../../components/pageIcons';
import { SectionHeading } from '../../components/SectionHeading';
import { SERVICES } from './aboutContent';

/** docs/PRODUCT.md §1 and §2: the mission, and the three services (recruitment, outsourcing, staffing). */
export function AboutServices() {
  return (
    <Box component="section" aria-labelledby="mission-title" py={{ base: 56, md: 88 }}>
      <Container>
        <Grid gap={{ base: 'xl', md: 64 }} mb={{ base: 40, md: 64 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Text fw={700} fz="sm" tt="uppercase" lts={1.5} c="accent.6" mb={8}>
              Our mission
            </Text>
            <Title order={2} id="mission-title">
              Good jobs for job seekers, the right people for employers
            </Title>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Text fz="lg" c="gray.8">
                Sr Technologies Jobs is a recruitment and staffing agency in Chennai. Our mission is simple: help every candidate
                who comes to us find work that fits their skills, and help every employer we work with hire people who grow with
                them.
              </Text>
              <Text c="gray.7">
                Our recruiters know the industries they hire for. We meet candidates in person, check what they can do, and tell
                them honestly what an employer expects. For our clients we take over the work around hiring as well: the statutory
                paperwork, the payroll, the contracts.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>

        <SectionHeading title="Our services" subtitle="One partner for hiring, staffing and employment compliance." />
        <Grid gap="lg">
          {SERVICES.map((service) => {
            const Icon = service.icon;
            return (
              <Grid.Col key={service.key} span={{ base: 12, md: 4 }}>
                <Card h="100%" shadow="xs" data-testid="service-card">
                  <ThemeIcon size={52} radius="md" variant="light" mb="md">
                    <Icon size={26} />
                  </ThemeIcon>
                  <Title order={3} mb="xs">
                    {service.title}
                  </Title>
                  <Text c="gray.7" mb="md">
                    {service.text}
                  </Text>
                  <List
                    spacing={6}
                    size="sm"
                    icon={
                      <ThemeIcon size={20} radius="xl" color="accent">
                        <IconCheck size={13} strokeWidth={2.5} />
                      </ThemeIcon>
                    }
                  >
                    {service.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                </Card>
              </Grid.Col>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
