// A global stylesheet, linked with every page (firstScreenStyles.ts): see IconCard.css.
import './IconCard.css';

import { type MantineSpacing, Paper, type StyleProp } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

import type { IconProps } from './icons';

interface Props {
  icon: ComponentType<IconProps>;
  /** The icon on a filled tile, or (the default) a pale one. */
  filledIcon?: boolean;
  /** The text beside the icon: centred on it, or (a card of several lines) level with its top. */
  align?: 'center' | 'flex-start';
  /** A list's cards are its items. */
  as?: 'li' | 'div';
  /** Mantine's padding, or `className`'s (false): a page's own CSS writes nothing into the HTML. */
  padding?: StyleProp<MantineSpacing> | false;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/** A bordered card with an icon tile before its text (categories, industries, contact details). */
export function IconCard({
  icon: Icon,
  filledIcon = false,
  align = 'center',
  as = 'div',
  padding = 'lg',
  children,
  ...rest
}: Props) {
  return (
    <Paper component={as} withBorder radius="lg" p={padding === false ? undefined : padding} {...rest}>
      {/* Mantine's Group and ThemeIcon as Mantine draws them, their variables from IconCard.css rather
          than written into each card: a list of cards repeats them (some 430 bytes of HTML a card). */}
      <div className="m_4081bf90 mantine-Group-root sr-icon-card-row" data-align={align}>
        <div className="m_7341320d mantine-ThemeIcon-root sr-icon-tile" data-variant={filledIcon ? 'filled' : 'light'}>
          <Icon size={24} />
        </div>
        {children}
      </div>
    </Paper>
  );
}
