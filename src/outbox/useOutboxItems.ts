import { useEffect, useState } from 'react';

import { subscribeOutboxEvents } from '../offline/outboxEvents';
import type { OutboxItem } from '../offline/outboxItem';

/**
 * The submissions kept on this device, oldest first, kept current by the outbox events of every
 * context; null until the outbox has been read. The outbox code (IndexedDB) is loaded here, on
 * first use, so it is not part of the first page's bundle.
 */
export function useOutboxItems(): OutboxItem[] | null {
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      void import('../offline/outbox')
        .then((outbox) => outbox.outboxItems())
        .then((next) => active && setItems(next))
        .catch(() => undefined);
    load();
    const unsubscribe = subscribeOutboxEvents((event) => {
      if (event.type === 'changed') load();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return items;
}
