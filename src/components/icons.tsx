import type { SVGProps } from 'react';

/**
 * The site's line icons, drawn here (24 x 24 grid, 1.75 stroke) so no icon font or CDN is needed
 * offline. Decorative by default (aria-hidden); pass `title` to give one a text alternative.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  title?: string;
}

/** One stroke of an icon: a path's `d`, or a circle or rounded rectangle by its numbers. */
export type Shape =
  | string
  | { circle: readonly [cx: number, cy: number, r: number] }
  | { rect: readonly [x: number, y: number, width: number, height: number, rx: number] };

export const circle = (cx: number, cy: number, r: number): Shape => ({ circle: [cx, cy, r] });
export const rect = (x: number, y: number, width: number, height: number, rx: number): Shape => ({
  rect: [x, y, width, height, rx],
});

function draw(shape: Shape, key: number) {
  if (typeof shape === 'string') return <path key={key} d={shape} />;
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle key={key} cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
}

/**
 * An icon component drawing `shapes`: stroked lines, or `filled` (brand marks are drawn solid).
 */
export function makeIcon(displayName: string, shapes: readonly Shape[], filled = false) {
  function Icon({ size = 24, title, strokeWidth = 1.75, ...rest }: IconProps) {
    const paint = filled
      ? { fill: 'currentColor' }
      : ({ fill: 'none', stroke: 'currentColor', strokeWidth, strokeLinecap: 'round', strokeLinejoin: 'round' } as const);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        {...paint}
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {shapes.map(draw)}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const icon = (displayName: string, ...shapes: Shape[]) => makeIcon(displayName, shapes);

export const IconSearch = icon('IconSearch', circle(10.5, 10.5, 6.5), 'm20 20-4.8-4.8');
export const IconPhone = icon(
  'IconPhone',
  'M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
);
export const IconArrowLeft = icon('IconArrowLeft', 'M19 12H5M11 6l-6 6 6 6');
/** A globe: the language switcher's mark. */
export const IconGlobe = icon(
  'IconGlobe',
  circle(12, 12, 8.5),
  'M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z',
);
/** The Save toggle's mark: filled (`fill="currentColor"`) when the job is saved. */
export const IconBookmark = icon('IconBookmark', 'M6.5 3.5h11v17L12 16.2l-5.5 4.3z');
