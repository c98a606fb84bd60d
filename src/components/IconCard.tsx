import { Group, type MantineSpacing, Paper, type StyleProp, ThemeIcon } from '@mantine/core';
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
      <Group wrap="nowrap" gap="md" align={align}>
        <ThemeIcon size={48} radius="md" variant={filledIcon ? 'filled' : 'light'}>
          <Icon size={24} />
        </ThemeIcon>
        {children}
      </Group>
    </Paper>
  );
}
