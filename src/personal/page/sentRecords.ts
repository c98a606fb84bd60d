import { externalStore } from '../../browser/externalStore';
import type { SentItem } from '../shared/records';

// Apart from sentItemsState.ts, which loads sentItemsLogic.ts, which fills this: neither imports the other back.

/**
 * What /my-applications draws from: the record of what was sent, newest first; null until read
 * (the server's HTML and the hydrating render show "Loading..."). The logic that reads and changes
 * it (IndexedDB, the outbox) is a chunk of its own, sentItemsLogic.ts, fetched once the page has
 * hydrated, so the page's first JavaScript carries no storage code.
 */
export const sentRecords = externalStore<readonly SentItem[] | null>(null);
