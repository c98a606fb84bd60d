import type { ReactNode } from 'react';

import classes from './Columns.module.css';

/**
 * A detail page's two columns: the text, and its side card beside it from md up. Below md they stack:
 * the side card after the text, or before it with `asideFirst` (the job page: on a phone its
 * overview, the salary and experience, comes before a long description). With `asideFirst` the card
 * is first in the page's order too, so a screen reader and the keyboard meet it where a phone shows it.
 */
export function DetailColumns({ children, aside, asideFirst }: { children: ReactNode; aside: ReactNode; asideFirst?: boolean }) {
  const side = <div>{aside}</div>;
  return (
    <div className={`${classes.columns} ${classes.wideNarrow} ${asideFirst ? classes.asideFirst : ''}`}>
      {asideFirst && side}
      <div>{children}</div>
      {!asideFirst && side}
    </div>
  );
}
