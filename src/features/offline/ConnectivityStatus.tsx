import { Group } from '@mantine/core';

import { optionalPart } from '../../components/optionalPart';
import { DataRefresh } from './DataRefresh';
import { InstallButton } from './InstallButton';
import { StatusStrip } from './StatusStrip';

/*
 * The outbox's badge and its delivery notices draw nothing until the outbox holds something or a
 * delivery happens, and nothing on the server: their code (IndexedDB reads, the outbox's events and
 * words) loads after hydration, out of the first page's JavaScript (docs/PERFORMANCE.md).
 */
const WaitingSubmissions = optionalPart(async () => (await import('../../outbox/WaitingSubmissions')).WaitingSubmissions);
const DeliveryNotices = optionalPart(async () => (await import('../../outbox/DeliveryNotices')).DeliveryNotices);

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
