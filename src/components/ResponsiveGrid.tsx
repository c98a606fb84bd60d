// A global stylesheet, linked with every page (firstScreenStyles.ts): see ResponsiveGrid.css.
import './ResponsiveGrid.css';

import type { CSSProperties, ReactNode, Ref } from 'react';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';
type Responsive<T> = T | ({ base: T } & Partial<Record<Exclude<Breakpoint, 'base'>, T>>);
/** A theme spacing or pixels, as Mantine's spacing props take them. */
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

interface Props {
  cols: Responsive<number>;
  /** Between rows and columns alike; Mantine's SimpleGrid's default, md. */
  spacing?: Responsive<Spacing>;
  component?: 'div' | 'ul' | 'ol';
  className?: string;
  ref?: Ref<HTMLElement>;
  'aria-busy'?: boolean;
  children: ReactNode;
}

const length = (spacing: Spacing) =>
  typeof spacing === 'number' ? `calc(${spacing / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${spacing})`;

function variables<T>(name: string, value: Responsive<T>, format: (value: T) => string): Record<string, string> {
  const byBreakpoint: Partial<Record<Breakpoint, T>> =
    typeof value === 'object' && value !== null ? (value as Partial<Record<Breakpoint, T>>) : { base: value };
  const out: Record<string, string> = {};
  for (const [breakpoint, v] of Object.entries(byBreakpoint) as [Breakpoint, T][]) out[`--rg-${name}-${breakpoint}`] = format(v);
  return out;
}

/**
 * Equal columns, their number and gap by breakpoint: what Mantine's SimpleGrid draws, from a
 * stylesheet and a few custom properties instead of its code (about 1 KB of a first page's
 * JavaScript, docs/PERFORMANCE.md) and the <style> element per grid it writes into the HTML.
 */
export function ResponsiveGrid({ cols, spacing = 'md', component: Component = 'div', className, ref, children, ...rest }: Props) {
  const style = { ...variables('cols', cols, String), ...variables('gap', spacing, length) } as CSSProperties;
  return (
    <Component
      ref={ref as Ref<HTMLDivElement & HTMLUListElement & HTMLOListElement>}
      className={['sr-responsive-grid', Component === 'div' ? '' : 'sr-responsive-grid-list', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={style}
      {...rest}
    >
      {children}
    </Component>
  );
}
