import { useSyncExternalStore } from 'react';

import { type FreshnessSnapshot, freshnessSnapshot, INITIAL_FRESHNESS, subscribeFreshness } from './freshness';

/**
 * The React view of how fresh the data on screen is. Browser-only reads happen in subscriptions,
 * not at load. The server snapshot is the state a server render has (nothing offline yet), so
 * hydration matches; the browser's own state is drawn right after.
 */
export function useFreshness(): FreshnessSnapshot {
  return useSyncExternalStore(subscribeFreshness, freshnessSnapshot, () => INITIAL_FRESHNESS);
}
