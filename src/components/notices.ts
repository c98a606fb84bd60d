import type { NotificationData } from '@mantine/notifications';

/**
 * The one way the site shows a notice (toast). @mantine/notifications and its stylesheet are not
 * part of the first page's code: the first notice loads them and asks the app to mount the host
 * (src/app/NoticeHost.tsx), which shows what was queued meanwhile, since Mantine keeps notices in
 * a module-level store that the host reads when it mounts. The host shows one at a time; the
 * others wait their turn in Mantine's queue.
 */

/** How long a notice stays when its caller does not say. */
export const NOTICE_MS = 6_000;
/**
 * The longest any notice stays, even one asked to stay until closed: a notice holds the one place
 * notices have, so a long one would hold back every other (a refusal's details stay in the outbox
 * panel and My applications).
 */
export const NOTICE_MAX_MS = 12_000;

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

/** How long a notice stays: its caller's time, never more than NOTICE_MAX_MS (`false` included). */
export function noticeDuration(asked: NotificationData['autoClose']): number {
  if (asked === undefined || asked === true) return NOTICE_MS;
  if (asked === false) return NOTICE_MAX_MS;
  return Math.min(asked, NOTICE_MAX_MS);
}

export async function showNotice(notice: NotificationData): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  notifications.show({ ...notice, autoClose: noticeDuration(notice.autoClose) });
}
