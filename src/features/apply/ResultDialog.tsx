import { Button, Group, Text } from '@mantine/core';

import { SiteModal } from '../../components/SiteModal';
import { RESULT_DIALOG_SECONDS } from '../../domain/countdown';
import { useT } from '../../i18n/useT';
import type { ApplicationResult } from './applicationResult';
import { useCountdown } from './useCountdown';

// Shades with at least 4.5:1 contrast on white for body-size text (Mantine's green 6 has 2.4:1).
const COLOR = { success: 'teal.9', saved: 'brand.7', error: 'red.6' } as const;

interface Props {
  /** The result shown; kept while the dialog closes so its text does not vanish mid-transition. */
  result: ApplicationResult | null;
  /** Changes at each new result, which restarts the countdown; null while the dialog is closed. */
  runId: number | null;
  onClose: () => void;
}

/** docs/PRODUCT.md §4: the application's result, closing itself after 45 seconds or on "Close Now". */
export function ResultDialog({ result, runId, onClose }: Props) {
  const t = useT();
  const secondsLeft = useCountdown(RESULT_DIALOG_SECONDS, runId, onClose);
  return (
    <SiteModal
      opened={runId !== null && result !== null}
      onClose={onClose}
      title={result?.title}
      closeLabel={t('forms.close')}
      zIndex={400}
    >
      <Text role="status" c={result ? COLOR[result.tone] : undefined} fw={500} mb="sm">
        {result?.message}
      </Text>
      <Text size="sm" c="dimmed">
        {t('forms.closingIn', { seconds: secondsLeft })}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('forms.closeNow')}</Button>
      </Group>
    </SiteModal>
  );
}
