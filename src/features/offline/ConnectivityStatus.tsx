import { Group } from '@mantine/core';
import { DataRefresh } from './DataRefresh';
import { DeliveryNotices } from './DeliveryNotices';
import { InstallButton } from './InstallButton';
import { OutboxPanel } from './OutboxPanel';
import { StatusStrip } from './StatusStrip';

/**
 * The offline layer's face, rendered by the layout in the header: the waiting-submissions badge
 * and panel, the install button, and (at the bottom of the screen) the connection banner and the
 * update notice; plus the notices of later deliveries and the refetches that keep saved data fresh.
 */
export function ConnectivityStatus() {
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <OutboxPanel />
        <InstallButton />
      </Group>
      <StatusStrip />
      <DeliveryNotices />
      <DataRefresh />
    </>
  );
}
