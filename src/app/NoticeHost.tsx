import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { MantineThemeProvider, type NotificationProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useCallback, useMemo } from 'react';

import { useBottomLayer } from '../components/reservedSpace';
import { useT } from '../i18n/useT';
import classes from './NoticeHost.module.css';

/**
 * Below every dialog (Mantine's modals start at 200): a notice must never cover a dialog's buttons.
 * While a dialog is open its overlay dims the notice; it is back in full once it closes.
 * Above the status strip (150).
 */
const NOTICE_Z_INDEX = 190;

/**
 * Where notices appear; loaded with the first notice (src/components/notices.ts). One at a time
 * (the others queue), at the bottom of the screen, standing on the status strip: stacked notices
 * at the top once reached the middle of a phone's screen and took an Apply Now button's taps for
 * as long as deliveries kept coming. The page keeps room below its footer for the notice
 * (useBottomLayer), so whatever it lies over can be scrolled out from under it. Every notice gets
 * a close button named in the page's language (axe flags Mantine's unnamed one), through the theme
 * of the notices alone.
 */
export default function NoticeHost() {
  const t = useT();
  const layer = useBottomLayer('--notice-space');
  // Mantine draws a root per position (the notices use one): the one measured is found in a wrapper
  // of ours, the roots rendered in place rather than in a portal, so they are there when it mounts.
  // Fixed, they are placed on the screen all the same.
  const wrapper = useCallback(
    (node: HTMLDivElement | null) => layer(node?.querySelector<HTMLElement>('[data-position="bottom-center"]') ?? null),
    [layer],
  );
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
      <div ref={wrapper}>
        <Notifications
          withinPortal={false}
          classNames={{ root: classes.root }}
          position="bottom-center"
          limit={1}
          zIndex={NOTICE_Z_INDEX}
        />
      </div>
    </MantineThemeProvider>
  );
}
