import { Group, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

import type { IconProps } from './icons';

interface Props {
  icon: ComponentType<IconProps>;
  children: ReactNode;
  /** Small on cards, body size in a page's header. */
  size?: 'sm' | 'md';
  gap?: number;
}

/** A short fact after its icon (a location, a date), the icon in the theme's grey. */
export function IconLabel({ icon: Icon, children, size = 'sm', gap = 6 }: Props) {
  const small = size === 'sm';
  return (
    <Group gap={gap} wrap="nowrap">
      <Icon size={small ? 16 : 18} color="var(--mantine-color-gray-6)" />
      <Text size={small ? 'sm' : undefined} c={small ? 'gray.7' : 'gray.8'}>
        {children}
      </Text>
    </Group>
  );
}
