import { Anchor, AspectRatio, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

import { useOnlineStatus } from '../../browser/useOnlineStatus';
import { IconMapPin } from '../../components/pageIcons';
import { SiteAddress } from '../../components/SiteAddress';
import { useT } from '../../i18n/useT';
import { MAP_EMBED_URL, MAP_LINK_URL, MAP_LOAD_TIMEOUT_MS } from './mapEmbed';

/**
 * What stands in for the map: a compact box with the address and a link to open it in a maps app,
 * not a map-sized blank (a phone would scroll past an empty screen to reach the rest of the page).
 */
function MapFallback({ online, onRetry }: { online: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Paper radius="lg" bg="brand.0" p="lg" data-testid="map-fallback">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="white" style={{ flexShrink: 0 }}>
          <IconMapPin size={24} />
        </ThemeIcon>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {t('contact.mapFallbackTitle')}
          </Title>
          <SiteAddress c="gray.8" />
          <Text size="sm" c="dimmed">
            {t(online ? 'contact.mapFailed' : 'contact.mapOffline')}
          </Text>
          <Group gap="sm">
            {/* A maps app on the phone may show the place offline too. */}
            <Anchor href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              {t('contact.mapOpen')}
            </Anchor>
            {online && (
              <Button variant="light" size="xs" onClick={onRetry}>
                {t('contact.mapRetry')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
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
      {showMap ? (
        <AspectRatio ratio={4 / 3}>
          <iframe
            key={attempt}
            src={MAP_EMBED_URL}
            title={t('contact.mapTitle')}
            referrerPolicy="no-referrer-when-downgrade"
            style={{ border: 0, borderRadius: 'var(--mantine-radius-lg)', width: '100%', height: '100%' }}
            onLoad={() => setLoaded(true)}
          />
        </AspectRatio>
      ) : (
        <MapFallback online={online} onRetry={retry} />
      )}
    </Box>
  );
}
