import { lazy, Suspense, useSyncExternalStore } from 'react';

import { noticeHostWanted, subscribeNoticeHost } from '../components/notices';

const NoticeHost = lazy(() => import('./NoticeHost'));

/** Mounts the notice host once the first notice asks for it (nothing is rendered before). */
export function LazyNoticeHost() {
  const wanted = useSyncExternalStore(subscribeNoticeHost, noticeHostWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeHost />
    </Suspense>
  ) : null;
}
