import { useSyncExternalStore } from 'react';

/** A tiny value holder that React reads with useSyncExternalStore. */
export interface ExternalStore<T> {
  get(): T;
  /**
   * The value it starts with: what the server rendered. A hydrating page must first draw that, even
   * when the browser has already changed it (an install prompt offered before the page's code ran),
   * or React discards the server's HTML and draws the whole page again.
   */
  readonly initial: T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store in React; a server render (and hydration) sees its initial value. */
export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
