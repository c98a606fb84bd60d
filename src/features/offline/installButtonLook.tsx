import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

import mark from '../../components/HeaderMark.module.css';
import { IconDownload } from '../../components/pageIcons';

/**
 * How every "Install app" button looks (the browser's offer, the iOS how-to and its stand-in): a
 * mark, its words hidden from sight (HeaderMark.module.css) and shown as its title, so the button
 * is never cut and never pushes the menu button off the screen; its name is the words.
 */
export function installButtonLook(
  words: string,
): ButtonProps & { children: ReactNode; title: string; 'data-header-extra': true } {
  return {
    // The header shows its logo's mark alone on a phone beside this button (Layout.module.css).
    'data-header-extra': true,
    size: 'xs',
    variant: 'outline',
    className: mark.control,
    title: words,
    leftSection: <IconDownload size={16} />,
    children: <span className={mark.words}>{words}</span>,
  };
}
