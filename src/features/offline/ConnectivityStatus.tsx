import { Group } from '@mantine/core';

import { DeliveryNotices } from '../../outbox/DeliveryNotices';
import { WaitingSubmissions } from '../../outbox/WaitingSubmissions';
import { DataRefresh } from './DataRefresh';
import { InstallButton } from './InstallButton';
import { StatusStrip } from './StatusStrip';

/**
 * The offline layer's face, rendered by the layout in the header: the outbox's badge and panel,
 * the install button, and (at the bottom of the screen) the connection banner and the update
 * notice; plus the notices of later deliveries and the refetches that keep saved data fresh.
 */
export function ConnectivityStatus() {
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <WaitingSubmissions />
        <InstallButton />
      </Group>
      <StatusStrip />
      <DeliveryNotices />
      <DataRefresh />
    </>
  );
}
