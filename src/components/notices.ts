import type { NotificationData } from '@mantine/notifications';

/**
 * The one way the site shows a notice (toast). @mantine/notifications and its stylesheet are not
 * part of the first page's code: the first notice loads them and asks the app to mount the host
 * (src/app/NoticeHost.tsx), which shows what was queued meanwhile, since Mantine keeps notices in
 * a module-level store that the host reads when it mounts.
 */

type Listener = () => void;
let hostWanted = false;
const listeners = new Set<Listener>();

/** Whether the notice host should be mounted: true from the first notice on. */
export function noticeHostWanted(): boolean {
  return hostWanted;
}

export function subscribeNoticeHost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function showNotice(notice: NotificationData): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  notifications.show(notice);
}
