import { Box, Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { IconCheck } from '../../components/pageIcons';
import { SectionHeading } from '../../components/SectionHeading';
import { useT } from '../../i18n/useT';
import { SERVICES } from './aboutContent';

/** docs/PRODUCT.md §1 and §2: the mission, and the three services (recruitment, outsourcing, staffing). */
export function AboutServices() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="mission-title" py={{ base: 56, md: 88 }}>
      <Container>
        <Grid gap={{ base: 'xl', md: 64 }} mb={{ base: 40, md: 64 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Text fw={700} fz="sm" tt="uppercase" lts={1.5} c="accent.6" mb={8}>
              {t('about.missionEyebrow')}
            </Text>
            <Title order={2} id="mission-title">
              {t('about.missionTitle')}
            </Title>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Text fz="lg" c="gray.8">
                {t('about.missionText')}
              </Text>
              <Text c="gray.7">{t('about.missionRecruiters')}</Text>
            </Stack>
          </Grid.Col>
        </Grid>

        <SectionHeading title={t('about.servicesTitle')} subtitle={t('about.servicesSubtitle')} />
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
                    {t(service.title)}
                  </Title>
                  <Text c="gray.7" mb="md">
                    {t(service.text)}
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
                      <List.Item key={point}>{t(point)}</List.Item>
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
