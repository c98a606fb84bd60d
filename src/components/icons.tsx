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

/** An icon component drawing `shapes`: stroked lines, or `filled` (brand marks are drawn solid). */
function makeIcon(displayName: string, shapes: readonly Shape[], filled = false) {
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
export const IconMapPin = icon('IconMapPin', 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z', circle(12, 9.5, 2.5));
export const IconPhone = icon(
  'IconPhone',
  'M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
);
export const IconMail = icon('IconMail', rect(3, 5, 18, 14, 2), 'm3.5 6.5 8.5 6.5 8.5-6.5');
export const IconBriefcase = icon(
  'IconBriefcase',
  rect(3, 7, 18, 13, 2),
  'M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18M11 12.5v1.5h2v-1.5',
);
export const IconClock = icon('IconClock', circle(12, 12, 8.5), 'M12 7.5V12l3 2');
export const IconCalendar = icon('IconCalendar', rect(3.5, 5, 17, 15.5, 2), 'M3.5 10h17M8 3v4M16 3v4');
export const IconArrowRight = icon('IconArrowRight', 'M5 12h14M13 6l6 6-6 6');
export const IconArrowLeft = icon('IconArrowLeft', 'M19 12H5M11 6l-6 6 6 6');
export const IconCheck = icon('IconCheck', 'm5 12.5 4.5 4.5L19 7.5');
/** The Save toggle's mark: filled (`fill="currentColor"`) when the job is saved. */
export const IconBookmark = icon('IconBookmark', 'M6.5 3.5h11v17L12 16.2l-5.5 4.3z');
export const IconQuote = icon(
  'IconQuote',
  'M9.5 7H6a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2.5v1A3 3 0 0 1 5.5 18M19.5 7H16a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2.5v1a3 3 0 0 1-3 3',
);

/** LinkedIn's mark, filled. */
export const IconLinkedIn = makeIcon(
  'IconLinkedIn',
  [
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  ],
  true,
);
