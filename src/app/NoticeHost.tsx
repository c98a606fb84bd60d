import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { MantineThemeProvider, type NotificationProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';

import { useT } from '../i18n/useT';

/**
 * Below every dialog (Mantine's modals start at 200): a notice must never cover a dialog's buttons
 * (on a phone a few stacked notices reach the middle of the screen, where a dialog's "Close Now"
 * is). While a dialog is open its overlay dims the notices; they are back in full once it closes.
 * Above the status strip (150).
 */
const NOTICE_Z_INDEX = 190;

/**
 * Where notices appear; loaded with the first notice (src/components/notices.ts). Every notice
 * gets a close button named in the page's language (axe flags Mantine's unnamed one), through the
 * theme of the notices alone.
 */
export default function NoticeHost() {
  const t = useT();
  const theme = useMemo(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('notice.close') } } satisfies NotificationProps },
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="top-center" zIndex={NOTICE_Z_INDEX} />
    </MantineThemeProvider>
  );
}
