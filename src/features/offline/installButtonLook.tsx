import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

import compact from '../../components/CompactOnPhones.module.css';
import { IconDownload } from '../../components/pageIcons';

/**
 * How every "Install app" button looks (the browser's offer, the iOS how-to and its stand-in): a
 * mark and the words, the words hidden from sight on phones (CompactOnPhones.module.css), so the
 * button is never cut and never pushes the menu button off the screen; its name is the words at
 * every width.
 */
export function installButtonLook(words: string): ButtonProps & { children: ReactNode; 'data-header-extra': true } {
  return {
    // The header shows its logo's mark alone on a phone beside this button (Layout.module.css).
    'data-header-extra': true,
    size: 'xs',
    variant: 'outline',
    className: compact.control,
    leftSection: <IconDownload size={16} />,
    children: <span className={compact.words}>{words}</span>,
  };
}
