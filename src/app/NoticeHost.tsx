import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/**
 * Below every dialog (Mantine's modals start at 200): a notice must never cover a dialog's buttons
 * (on a phone a few stacked notices reach the middle of the screen, where a dialog's "Close Now"
 * is). While a dialog is open its overlay dims the notices; they are back in full once it closes.
 * Above the status strip (150).
 */
const NOTICE_Z_INDEX = 190;

/** Where notices appear; loaded with the first notice (src/components/notices.ts). */
export default function NoticeHost() {
  return <Notifications position="top-center" zIndex={NOTICE_Z_INDEX} />;
}
