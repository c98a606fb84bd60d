import { Group } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';

import { DataRefresh } from './DataRefresh';
import { DeliveryNotices } from './DeliveryNotices';
import { externalStore } from './externalStore';
import { useOutboxItems, useStore } from './hooks';
import { InstallButton } from './InstallButton';
import { StatusStrip } from './StatusStrip';

// The waiting panel (a Drawer and its actions) is code of its own, loaded once something waits.
const OutboxPanel = lazy(() => import('./OutboxPanel').then((module) => ({ default: module.OutboxPanel })));

/**
 * Set for good once the outbox first holds an item: the panel then stays mounted (it may be open
 * on an emptied list), also across the header's remount when the first page's code arrives.
 */
const outboxPanelWanted = externalStore(false);

function WaitingSubmissions() {
  const waiting = (useOutboxItems()?.length ?? 0) > 0;
  const wanted = useStore(outboxPanelWanted);
  useEffect(() => {
    if (waiting) outboxPanelWanted.set(true);
  }, [waiting]);
  return wanted ? (
    <Suspense fallback={null}>
      <OutboxPanel />
    </Suspense>
  ) : null;
}

/**
 * The offline layer's face, rendered by the layout in the header: the waiting-submissions badge
 * and panel, the install button, and (at the bottom of the screen) the connection banner and the
 * update notice; plus the notices of later deliveries and the refetches that keep saved data fresh.
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
