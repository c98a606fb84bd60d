import { Button, Group, Paper, Text } from '@mantine/core';

import { useT } from '../../i18n/useT';

/**
 * What stands in place of a part a tap opened whose code could not be downloaded (a first visit
 * gone offline before the part's chunk arrived): a short message and a Retry, never the route's
 * error screen. Its words are in the shell area of the catalogue, which every page holds.
 */
export function ConnectionNeeded({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const t = useT();
  return (
    <Paper role="alert" withBorder shadow="sm" p="md" maw={420}>
      <Text>{t('partOffline.message')}</Text>
      <Group mt="sm" gap="sm">
        <Button size="sm" onClick={onRetry}>
          {t('partOffline.retry')}
        </Button>
        {onClose && (
          <Button size="sm" variant="default" onClick={onClose}>
            {t('partOffline.close')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
