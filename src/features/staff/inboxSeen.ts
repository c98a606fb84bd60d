import { createContext } from 'react';

import type { InboxIds } from '../../contract/staff';

/**
 * What the staff member has seen of the inbox: the id of the newest application and enquiry their
 * lists have shown on screen. Items above those ids are "arrived since you looked", counted in the
 * tab's title. Kept in memory only (nothing of the console is kept on the device): a new visit
 * starts with everything there counted as seen, and the "N new" badge still counts what nobody
 * has answered.
 */
export interface InboxSeen {
  /** Called by a list with the newest id it has shown on screen. */
  markSeen: (kind: keyof InboxIds, id: number) => void;
}

export const InboxSeenContext = createContext<InboxSeen>({ markSeen: () => undefined });

/**
 * The markers once a list has shown `id`: a marker never goes back. Before the first counts set
 * the markers (null), a list's mark is left out: the counts' newest ids, set next, cover it.
 */
export function laterSeen(seen: InboxIds | null, kind: keyof InboxIds, id: number): InboxIds | null {
  if (!seen || seen[kind] >= id) return seen;
  return { ...seen, [kind]: id };
}
