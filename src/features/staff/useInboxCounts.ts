import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import type { InboxIds } from '../../contract/staff';
import type { InboxSeen } from './inboxSeen';
import { laterSeen } from './inboxSeen';
import { staffApi } from './staffApi';
import { INBOX_POLL_MS, staffKeys, staffQueryOptions } from './staffQueries';

/**
 * The inbox's counts: how many items are still "new", and how many arrived since the staff member
 * last saw the lists (for the tab's title). Asked every poll even while the tab is hidden (the
 * browser slows that to about once a minute), since a hidden tab is where the title count helps.
 * The server counts from the database, so every instance on it answers the same.
 */
export function useInboxCounts() {
  const [seen, setSeen] = useState<InboxIds | null>(null);
  const counts = useQuery({
    queryKey: staffKeys.countsAfter(seen),
    queryFn: async () => {
      const answer = await staffApi.counts(seen);
      // The first answer sets the markers: what is there when the console opens counts as seen.
      setSeen((now) => now ?? answer.newest);
      return answer;
    },
    ...staffQueryOptions,
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
  });
  const tracker = useMemo<InboxSeen>(() => ({ markSeen: (kind, id) => setSeen((now) => laterSeen(now, kind, id)) }), []);
  // An answer for older markers (shown while the new one loads) would count what was just seen.
  const arrived =
    counts.isPlaceholderData || seen === null
      ? 0
      : (counts.data?.arrived.applications ?? 0) + (counts.data?.arrived.enquiries ?? 0);
  return { counts, arrived, tracker };
}
