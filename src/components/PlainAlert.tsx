import { type CSSProperties, type ReactNode, useId } from 'react';

/** The variables Mantine's Alert sets for color="gray" variant="light" (the theme's gray). */
const GRAY_LIGHT = {
  '--alert-bg': 'var(--mantine-color-gray-light)',
  '--alert-color': 'var(--mantine-color-gray-light-color)',
  '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

/**
 * Mantine's Alert in gray and its light variant, with a message and no title, icon or close
 * button, drawn as Mantine draws it (the same elements, classes, data attributes and CSS
 * variables, so Mantine's Alert stylesheet styles it) without its code. It mounts in one render:
 * Mantine's id hook sets a random id in a layout effect, which drew the device lists' box
 * (/saved-jobs, /my-applications) again at once, blocking, right after hydration.
 * tests/unit/site/plainParts.test.tsx compares it with Mantine's own.
 */
export function PlainAlert({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const id = `alert-${useId().replace(/:/g, '')}`;
  return (
    <div
      id={id}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      role="alert"
      aria-describedby={`${id}-body`}
      aria-busy={busy}
      style={GRAY_LIGHT}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
