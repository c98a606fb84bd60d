import { Group } from '@mantine/core';

import { optionalPart } from '../../components/optionalPart';
import { loadTexts } from '../../i18n/pageTexts';
import { DataRefresh } from './DataRefresh';

/*
 * The outbox's badge and its delivery notices draw nothing until the outbox holds something or a
 * delivery happens, and nothing on the server: their code (IndexedDB reads, the outbox's events and
 * words) loads after hydration, out of the first page's JavaScript (docs/PERFORMANCE.md).
 */
// Their texts (the outbox area of the catalogue) come with their code.
const WaitingSubmissions = optionalPart(
  async () => (await Promise.all([import('../../outbox/page/WaitingSubmissions'), loadTexts(['outbox'])]))[0].WaitingSubmissions,
);
const DeliveryNotices = optionalPart(
  async () => (await Promise.all([import('../../outbox/page/DeliveryNotices'), loadTexts(['outbox'])]))[0].DeliveryNotices,
);
/** The install button shows only once the browser offers installation, which is never before hydration. */
const InstallButton = optionalPart(async () => (await import('./InstallButton')).InstallButton);

/**
 * The offline layer's face in the header: the outbox's badge and panel and the install button;
 * plus the notices of later deliveries and the refetches that keep saved data fresh. (The
 * connection banner and the update notice, at the bottom of the screen, are StatusStrip's.)
 */
export function ConnectivityStatus() {
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <WaitingSubmissions />
        <InstallButton />
      </Group>
      <DeliveryNotices />
      <DataRefresh />
    </>
  );
}
