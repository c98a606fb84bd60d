import { Box, Container, Image, Text } from '@mantine/core';

import { CLIENT_LOGOS } from '../../domain/homeRules';
import { useT } from '../../i18n/useT';
import classes from './HomePage.module.css';

/** docs/PRODUCT.md §2: the strip of seven client logos (fixed list, self-hosted). Below the fold: lazy. */
export function ClientLogos() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="clients-title" py={{ base: 48, md: 64 }} className={classes.clients}>
      <Container>
        <Text component="h2" id="clients-title" ta="center" fw={700} fz="sm" tt="uppercase" lts={1.5} c="gray.7" mb="xl" mt={0}>
          {t('home.clientsTitle')}
        </Text>
        <ul className={classes.clientList}>
          {CLIENT_LOGOS.map((logo) => (
            <li key={logo.id} className={classes.clientLogo}>
              <Image src={logo.src} alt={logo.alt} width={160} height={64} w="100%" h={56} fit="contain" loading="lazy" />
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
