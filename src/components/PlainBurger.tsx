import type { ButtonHTMLAttributes, CSSProperties } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  opened: boolean;
  /** The breakpoint from which it is hidden, as Mantine's `hiddenFrom` (md unless told). */
  hiddenFrom?: 'md' | 'lg';
}

/**
 * Mantine's Burger (size md, hidden from the md breakpoint or the one given) as Mantine draws it, styled by its
 * stylesheet, without its code: the header is on every first page, whose JavaScript has no room
 * to spare (docs/PERFORMANCE.md, "Bytes"). tests/unit/site/plainParts.test.tsx compares it with
 * Mantine's own.
 */
export function PlainBurger({ opened, hiddenFrom = 'md', className, ...button }: Props) {
  return (
    <button
      style={{ '--burger-size': 'var(--burger-size-md)' } as CSSProperties}
      className={`mantine-focus-auto m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root mantine-hidden-from-${hiddenFrom}${className ? ` ${className}` : ''}`}
      data-size="md"
      type="button"
      {...button}
    >
      <div className="m_d4fb9cad mantine-Burger-burger" data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  );
}
