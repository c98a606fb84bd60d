import type { CSSProperties } from 'react';

/**
 * Mantine's horizontal Divider as Mantine draws it, styled by its stylesheet, without its code
 * (the phone menu is on every first page: docs/PERFORMANCE.md, "Bytes").
 * tests/unit/site/plainParts.test.tsx compares it with Mantine's own.
 */
export function PlainDivider({ style }: { style?: CSSProperties }) {
  return (
    <div
      style={style}
      className="m_3eebeb36 mantine-Divider-root"
      data-orientation="horizontal"
      role="separator"
      aria-orientation="horizontal"
    />
  );
}
