import { Box, Container, Image, Paper, Text } from '@mantine/core';

import { Illustration } from '../../components/Illustration';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { useT } from '../../i18n/useT';
import { ABOUT_STATS } from './aboutContent';
import classes from './AboutPage.module.css';

/** docs/PRODUCT.md §2: the header gallery, with the stats card laid over its foot. */
export function AboutGallery() {
  const t = useT();
  return (
    <Box component="section" aria-label={t('about.galleryLabel')} pt={{ base: 32, md: 56 }}>
      <Container>
        <div className={classes.gallery}>
          <Image
            className={classes.galleryMain}
            src="/images/about-office.svg"
            alt=""
            width={720}
            height={440}
            radius="lg"
            style={{ aspectRatio: '720 / 440' }}
          />
          <Illustration src="/images/about-team.svg" width={560} height={420} radius="lg" />
          <Illustration src="/images/about-growth.svg" width={560} height={420} radius="lg" />
        </div>
        <Paper shadow="md" radius="lg" p={{ base: 'lg', md: 'xl' }} className={classes.statsCard}>
          <ResponsiveGrid cols={3} spacing={{ base: 'xs', sm: 'lg' }} component="ul" className={classes.plainList}>
            {ABOUT_STATS.map((stat) => (
              <Box component="li" key={stat.label} ta="center">
                <Text
                  component="span"
                  display="block"
                  fw={800}
                  fz={{ base: 20, sm: 30, md: 38 }}
                  c="brand.7"
                  style={{ whiteSpace: 'nowrap' }}
                  lh={1.1}
                >
                  {t(stat.value)}
                </Text>{' '}
                <Text component="span" display="block" c="gray.7" mt={4} fz={{ base: 'xs', sm: 'md' }}>
                  {t(stat.label)}
                </Text>
              </Box>
            ))}
          </ResponsiveGrid>
        </Paper>
      </Container>
    </Box>
  );
}
