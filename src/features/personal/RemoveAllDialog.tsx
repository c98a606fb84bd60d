import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { SiteModal } from '../../components/SiteModal';
import { useT } from '../../i18n/useT';
import { removeAllMyData } from '../../personal/page/sentItemsLogic';

/** The confirmation before "Remove all my data from this device"; `onClose(true)` once it is done. */
export default function RemoveAllDialog({ onClose }: { onClose: (removed: boolean) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeAllMyData();
      onClose(true);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <SiteModal opened onClose={() => onClose(false)} title={t('personal.removeAllTitle')} closeLabel={t('personal.close')}>
      <Stack gap="md">
        <Text size="sm">{t('personal.removeAllText')}</Text>
        {failed && (
          <Text size="sm" c="red.9" role="alert">
            {t('personal.removeAllFailed')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onClose(false)}>
            {t('personal.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            {t('personal.removeAllConfirm')}
          </Button>
        </Group>
      </Stack>
    </SiteModal>
  );
}
