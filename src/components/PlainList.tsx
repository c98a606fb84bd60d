import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's bulleted List (spacing 4px) as Mantine draws it, styled by its stylesheet, without its
 * code: a job's page has no room to spare in its first JavaScript (docs/PERFORMANCE.md, "Bytes").
 * tests/unit/site/plainParts.test.tsx compares it with Mantine's own.
 */
export function PlainList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul
      style={{ '--list-spacing': 'calc(0.25rem * var(--mantine-scale))' } as CSSProperties}
      className="m_abbac491 mantine-List-root"
    >
      {items.map((item, index) => (
        <li key={index} className="m_abb6bec2 mantine-List-item">
          <div className="m_75cd9f71 mantine-List-itemWrapper">
            <span className="mantine-List-itemLabel">{item}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
