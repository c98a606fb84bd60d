import { useEffect, useState, useSyncExternalStore } from 'react';

import { subscribeOutboxEvents } from '../../offline/outboxEvents';
import type { OutboxItem } from '../../offline/outboxItem';
import type { ExternalStore } from './externalStore';
import { type FreshnessSnapshot, freshnessSnapshot, INITIAL_FRESHNESS, subscribeFreshness } from './freshness';

/**
 * React views of the offline state. Browser-only reads happen in subscriptions, not at load. The
 * server snapshot is the state a server render has (nothing offline yet), so hydration matches; the
 * browser's own state is drawn right after.
 */

export function useFreshness(): FreshnessSnapshot {
  return useSyncExternalStore(subscribeFreshness, freshnessSnapshot, () => INITIAL_FRESHNESS);
}

export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

/**
 * The waiting submissions, oldest first, kept current by the outbox events of every context;
 * null until the outbox has been read. The outbox code (IndexedDB) is loaded here, on first use, so
 * it is not part of the first page's bundle.
 */
export function useOutboxItems(): OutboxItem[] | null {
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      void import('../../offline/outbox')
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

/** The current time, refreshed every `intervalMs` (ages like "2 h ago" move on). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
