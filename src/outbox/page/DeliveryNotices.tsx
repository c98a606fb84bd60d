import { useEffect } from 'react';

import { showNotice } from '../../components/notices';
import { useT } from '../../i18n/useT';
import { subscribeOutboxEvents } from '../shared/outboxEvents';
import { refusalReason } from './reasonText';
import { serverWaitText } from './serverWaitText';
import { eventTitle } from './submissionTitle';

/**
 * Notices for things that happen later, out of the user's sight: a waiting submission delivered
 * (by this page, another tab or the worker) or refused, and a server that asked to wait (Retry-After)
 * before the next attempt. A submission settled at once is told by its form instead (`waited` is false then).
 */
export function DeliveryNotices() {
  const t = useT();
  useEffect(
    () =>
      subscribeOutboxEvents((event) => {
        if (event.type === 'delivered' && event.waited) {
          void showNotice({
            color: 'green',
            title: t('outbox.delivered'),
            message: t('outbox.deliveredText', { title: eventTitle(t, event) }),
            autoClose: 10_000,
          });
        } else if (event.type === 'busy' && event.waited) {
          void showNotice({
            id: `busy-${event.idempotencyKey}`,
            color: 'yellow',
            title: t('outbox.serverBusy'),
            message: t('outbox.busyText', { title: eventTitle(t, event), wait: serverWaitText(t, event.until, Date.now()) }),
            autoClose: 10_000,
          });
        } else if (event.type === 'refused' && event.waited) {
          void showNotice({
            color: 'red',
            title: t('outbox.refused'),
            message: t('outbox.refusedText', {
              title: eventTitle(t, event),
              message: refusalReason(event.message) ?? t('outbox.refusedDefault'),
              waitingToSend: t('outbox.badge'),
            }),
            autoClose: false,
          });
        }
      }),
    [t],
  );

  return null;
}
