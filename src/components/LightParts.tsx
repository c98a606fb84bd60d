import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/*
 * Mantine's light Badge and light small Button (a link), drawn with Mantine's classes and styled
 * by its stylesheets, their variables set by the caller's class (`vars`: the page's own CSS module,
 * which the server links with the page) rather than written into each element: a list of cards
 * repeats them, and Mantine's inline variables made some 1.1 KB of HTML a card (the home page's
 * ten featured jobs). tests/unit/site/plainParts.test.tsx checks them against Mantine's own.
 */

const BUTTON_CLASSES = 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

export function LightBadge({ vars, children }: { vars: string | undefined; children: ReactNode }) {
  return (
    <div className={`m_347db0ec mantine-Badge-root ${vars ?? ''}`} data-variant="light">
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

export function LightButtonLink({ vars, children, ...link }: LinkProps & { vars: string | undefined; children: ReactNode }) {
  return (
    <Link className={`${BUTTON_CLASSES} ${vars ?? ''}`} data-variant="light" data-size="sm" {...link}>
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label">{children}</span>
      </span>
    </Link>
  );
}
