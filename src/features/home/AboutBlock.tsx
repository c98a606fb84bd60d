import { Box, Button, Container, Grid, List, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { Illustration } from '../../components/Illustration';
import { IconArrowRight, IconCheck } from '../../components/pageIcons';
import { routes } from '../../domain/routes';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';

const SERVICES: readonly MessageId[] = ['home.aboutServiceRecruitment', 'home.aboutServiceStaffing', 'home.aboutServicePayroll'];

/** docs/PRODUCT.md §2: the home page's about block, with the fixed "300k+ employers" figure. */
export function AboutBlock() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="about-block-title" py={{ base: 56, md: 88 }}>
      <Container>
        <Grid gap={{ base: 32, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Illustration src="/images/about-team.svg" width={560} height={420} lazy />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text fw={700} fz="sm" tt="uppercase" lts={1.5} c="accent.6" mb={8}>
              {t('home.aboutEyebrow')}
            </Text>
            <Title order={2} id="about-block-title" mb="md">
              {t('home.aboutTitle')}
            </Title>
            <Text c="gray.7" fz="lg" mb="lg">
              {t('home.aboutText')}
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
                    {t(service)}
                  </Text>
                </List.Item>
              ))}
            </List>
            <Button component={Link} to={routes.aboutUs} size="md" variant="outline" rightSection={<IconArrowRight size={18} />}>
              {t('home.aboutMore')}
            </Button>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
