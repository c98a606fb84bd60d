import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/** Where notices appear; loaded with the first notice (src/components/notices.ts). */
export default function NoticeHost() {
  return <Notifications position="top-center" />;
}
