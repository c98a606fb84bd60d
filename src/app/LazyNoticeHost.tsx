import { useSyncExternalStore } from 'react';

import { noticeHostWanted, subscribeNoticeHost } from '../components/notices';
import { optionalPart } from '../components/optionalPart';

// The host's code is a chunk of its own. Should it not download (a first visit gone offline), nothing
// is drawn instead of the route's error screen; Mantine keeps the notices queued in its store, and
// the host shows them once its code arrives (fetched again when the browser is back online).
const NoticeHost = optionalPart(async () => (await import('./NoticeHost')).default);

/** Mounts the notice host once the first notice asks for it (nothing is rendered before). */
export function LazyNoticeHost() {
  const wanted = useSyncExternalStore(subscribeNoticeHost, noticeHostWanted, () => false);
  return wanted ? <NoticeHost /> : null;
}
