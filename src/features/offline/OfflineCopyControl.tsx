import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { isOfflineCopyDoneMessage, type SaveOfflineCopyMessage } from '../../offline/messages';
import { readOfflineCopyProgress } from '../../offline/offlineCopyProgress';

interface SaveDataNavigator {
  connection?: { saveData?: boolean };
}

type State = 'hidden' | 'offer' | 'saving' | 'saved' | 'failed';

/** The words of the control (docs/OFFLINE.md "The offline copy"): their messages. */
export const OFFLINE_COPY_TEXTS = {
  offer: 'offlineCopy.offer',
  button: 'offlineCopy.button',
  saving: 'offlineCopy.saving',
  saved: 'offlineCopy.saved',
  failed: 'offlineCopy.failed',
} as const satisfies Record<string, MessageId>;

/**
 * On Save-Data the worker does not fetch the offline copy by itself; this offers it, once, until
 * the user has asked (the choice is kept with the copy's progress, so later deltas go ahead).
 */
export function OfflineCopyControl() {
  const t = useT();
  const [state, setState] = useState<State>('hidden');

  useEffect(() => {
    const saveData = (navigator as SaveDataNavigator).connection?.saveData === true;
    if (!saveData || !('serviceWorker' in navigator)) return;
    let live = true;
    void readOfflineCopyProgress()
      .then((progress) => {
        if (live && !progress.allowOnSaveData) setState('offer');
      })
      .catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      if (isOfflineCopyDoneMessage(event.data)) setState(event.data.complete ? 'saved' : 'failed');
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      live = false;
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);

  if (state === 'hidden') return null;
  const ask = () => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) return setState('failed');
    const message: SaveOfflineCopyMessage = { type: 'save-offline-copy' };
    worker.postMessage(message);
    setState('saving');
  };
  return (
    <Paper shadow="md" px="md" py={8} withBorder style={{ pointerEvents: 'auto' }}>
      {state === 'offer' ? (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t(OFFLINE_COPY_TEXTS.offer)}</Text>
          <Button size="xs" onClick={ask}>
            {t(OFFLINE_COPY_TEXTS.button)}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t(OFFLINE_COPY_TEXTS[state])}</Text>
      )}
    </Paper>
  );
}
