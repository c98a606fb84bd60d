import { useEffect, useState } from 'react';

import type { OutboxItem } from '../item/outboxItem';
import { subscribeOutboxEvents } from '../shared/outboxEvents';

/**
 * What `read` answers about the outbox (its items, their attempts), read again whenever any context
 * (this page, other tabs, the worker) says the outbox changed; `initial` until the first read.
 * `read` should import what it reads on first use (IndexedDB), so it is not in the first page's
 * bundle, and be stable (a module-level function).
 */
export function useOutboxRead<T>(read: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let active = true;
    const load = () =>
      void read()
        .then((next) => active && setValue(next))
        .catch(() => undefined);
    load();
    const unsubscribe = subscribeOutboxEvents((event) => {
      if (event.type === 'changed') load();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [read]);
  return value;
}

const readItems = () => import('../shared/outbox').then((outbox) => outbox.outboxItems());

/** The submissions kept on this device, oldest first, kept current; null until the outbox has been read. */
export function useOutboxItems(): OutboxItem[] | null {
  return useOutboxRead<OutboxItem[] | null>(readItems, null);
}
