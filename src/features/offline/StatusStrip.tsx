import { Button, Group, Paper, Stack, Text } from '@mantine/core';

import { useStore } from '../../browser/externalStore';
import { useHydrated } from '../../browser/useHydrated';
import { useNow } from '../../browser/useNow';
import { useOnlineStatus } from '../../browser/useOnlineStatus';
import { useBottomLayer } from '../../components/reservedSpace';
import { useT } from '../../i18n/useT';
import { useFreshness } from './hooks';
import { useOfflineReadyNotice } from './offlineReadyNotice';
import { SaveDataOffer } from './SaveDataOffer';
import { connectivityBanner } from './savedCopyText';
import { applyUpdate, updateAvailable } from './serviceWorker';
import classes from './StatusStrip.module.css';

/**
 * The strip at the bottom of the screen: the connection banner ("Offline — showing jobs saved
 * 2 h ago"), the offer to save every job on Save-Data, and the update notice. It is one live
 * region that is always present once the page is the app's, so screen readers announce what
 * appears in it. It follows the page in the layout, outside the header (whose backdrop filter would
 * hold a fixed element inside it), and draws nothing in the server's HTML: its content is the
 * device's (the connection, the saved copy's age).
 */
export function StatusStrip() {
  const t = useT();
  const online = useOnlineStatus();
  const { latest } = useFreshness();
  const now = useNow();
  const update = useStore(updateAvailable);
  const banner = connectivityBanner(t, online, latest, now);
  // The notices stand on the strip, and the page keeps room for it below the footer.
  const layer = useBottomLayer('--status-strip-space');
  useOfflineReadyNotice();
  if (!useHydrated()) return null;

  return (
    <div ref={layer} className={classes.strip}>
      <Stack gap={6} maw={560} mx="auto" role="status" aria-live="polite">
        {banner && (
          <Paper shadow="md" px="md" py={8} bg="gray.9" c="white" style={{ pointerEvents: 'auto' }}>
            <Text size="sm" fw={600}>
              {banner}
            </Text>
          </Paper>
        )}
        <SaveDataOffer />
        {update && (
          <Paper shadow="md" px="md" py={8} withBorder style={{ pointerEvents: 'auto' }}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('update.available')}
              </Text>
              <Button size="xs" onClick={applyUpdate}>
                {t('update.reload')}
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </div>
  );
}
