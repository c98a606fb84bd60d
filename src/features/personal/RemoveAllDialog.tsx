import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { SiteModal } from '../../components/SiteModal';
import { removeAllMyData } from '../../personal/sentItemsLogic';

/** The confirmation before "Remove all my data from this device"; `onClose(true)` once it is done. */
export default function RemoveAllDialog({ onClose }: { onClose: (removed: boolean) => void }) {
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
    <SiteModal opened onClose={() => onClose(false)} title="Remove all your data from this device?">
      <Stack gap="md">
        <Text size="sm">
          This deletes your saved jobs, the list of what you sent, anything still waiting to be sent (it will not be sent) and the
          jobs saved for offline use. It cannot be undone.
        </Text>
        {failed && (
          <Text size="sm" c="red.9" role="alert">
            The data could not be removed. Try again.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onClose(false)}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            Remove all
          </Button>
        </Group>
      </Stack>
    </SiteModal>
  );
}
