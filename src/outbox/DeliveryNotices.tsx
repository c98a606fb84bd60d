import { useEffect } from 'react';

import { showNotice } from '../components/notices';
import { subscribeOutboxEvents } from '../offline/outboxEvents';
import { serverWaitText } from './serverWaitText';

/**
 * Notices for things that happen later, out of the user's sight: a waiting submission delivered
 * (by this page, another tab or the worker) or refused, and a server that asked to wait (Retry-After)
 * before the next attempt. A submission settled at once is told by its form instead (`waited` is false then).
 */
export function DeliveryNotices() {
  useEffect(
    () =>
      subscribeOutboxEvents((event) => {
        if (event.type === 'delivered' && event.waited) {
          void showNotice({
            color: 'green',
            title: 'Delivered',
            message: `${event.title} was kept on this device and has now been delivered.`,
            autoClose: 10_000,
          });
        } else if (event.type === 'busy' && event.waited) {
          void showNotice({
            id: `busy-${event.idempotencyKey}`,
            color: 'yellow',
            title: 'Server busy',
            message: `${event.title} is saved on this device. ${serverWaitText(event.until, Date.now())}`,
            autoClose: 10_000,
          });
        } else if (event.type === 'refused' && event.waited) {
          void showNotice({
            color: 'red',
            title: 'Refused',
            message: `${event.title} was refused: ${event.message} Open "Waiting to send" to send it again or discard it.`,
            autoClose: false,
          });
        }
      }),
    [],
  );

  return null;
}
