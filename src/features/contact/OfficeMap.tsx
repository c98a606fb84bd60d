import { Anchor, AspectRatio, Box, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

import { IconMapPin } from '../../components/pageIcons';
import { SiteAddress } from '../../components/SiteAddress';
import { useOnlineStatus } from '../../components/useOnlineStatus';
import { useT } from '../../i18n/useT';
import { MAP_EMBED_URL, MAP_LINK_URL, MAP_LOAD_TIMEOUT_MS } from './mapEmbed';

/** What stands in for the map: the address, in the same box, so the page does not jump. */
function MapFallback({ online, onRetry }: { online: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Paper h="100%" radius="lg" bg="brand.0" p="xl" data-testid="map-fallback">
      <Stack h="100%" justify="center" align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="white">
          <IconMapPin size={30} />
        </ThemeIcon>
        <Title order={3}>{t('contact.mapFallbackTitle')}</Title>
        <SiteAddress c="gray.8" />
        <Text size="sm" c="dimmed">
          {t(online ? 'contact.mapFailed' : 'contact.mapOffline')}
        </Text>
        {online && (
          <Stack gap={6} align="center">
            <Button variant="light" onClick={onRetry}>
              {t('contact.mapRetry')}
            </Button>
            <Anchor href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer" size="sm">
              {t('contact.mapOpen')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * docs/PRODUCT.md §2 "/our-contact": the embedded map of the office. docs/ARCHITECTURE.md: when it cannot load
 * (offline, or no load event within MAP_LOAD_TIMEOUT_MS) the address is shown in its place.
 */
export function OfficeMap() {
  const t = useT();
  const online = useOnlineStatus();
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // Each retry mounts a fresh iframe.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online || loaded) return;
    const timer = window.setTimeout(() => setTimedOut(true), MAP_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [online, loaded, attempt]);

  const showMap = online && !timedOut;
  const retry = () => {
    setLoaded(false);
    setTimedOut(false);
    setAttempt((n) => n + 1);
  };

  return (
    <Box>
      <AspectRatio ratio={4 / 3}>
        {showMap ? (
          <iframe
            key={attempt}
            src={MAP_EMBED_URL}
            title={t('contact.mapTitle')}
            referrerPolicy="no-referrer-when-downgrade"
            style={{ border: 0, borderRadius: 'var(--mantine-radius-lg)', width: '100%', height: '100%' }}
            onLoad={() => setLoaded(true)}
          />
        ) : (
          <MapFallback online={online} onRetry={retry} />
        )}
      </AspectRatio>
    </Box>
  );
}
