import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';

import { useStore } from '../../components/externalStore';
import { useNow } from '../../components/useNow';
import { useOnlineStatus } from '../../components/useOnlineStatus';
import { useFreshness } from './hooks';
import { SaveDataOffer } from './SaveDataOffer';
import { connectivityBanner } from './savedCopyText';
import { applyUpdate, updateAvailable } from './serviceWorker';

/**
 * The strip at the bottom of the screen: the connection banner ("Offline — showing jobs saved
 * 2 h ago"), the offer to save every job on Save-Data, and the update notice. It is one live
 * region that is always present, so screen readers announce what appears in it.
 */
export function StatusStrip() {
  const online = useOnlineStatus();
  const { latest } = useFreshness();
  const now = useNow();
  const update = useStore(updateAvailable);
  const banner = connectivityBanner(online, latest, now);

  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} zIndex={150} style={{ pointerEvents: 'none' }}>
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
                New version available
              </Text>
              <Button size="xs" onClick={applyUpdate}>
                Reload
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </Affix>
  );
}
