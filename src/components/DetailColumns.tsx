import type { ReactNode } from 'react';

import classes from './Columns.module.css';

/**
 * A detail page's two columns: the text, and its side card beside it from md up. Below md they stack:
 * the side card after the text, or before it with `asideFirst` (the job page: on a phone its
 * overview, the salary and experience, comes before a long description). With `asideFirst` the card
 * is first in the page's order too, so a screen reader and the keyboard meet it where a phone shows it.
 */
export function DetailColumns({
  children,
  aside,
  asideFirst = false,
}: {
  children: ReactNode;
  aside: ReactNode;
  asideFirst?: boolean;
}) {
  if (asideFirst) {
    return (
      <div className={`${classes.columns} ${classes.wideNarrow} ${classes.asideFirst}`}>
        <div>{aside}</div>
        <div>{children}</div>
      </div>
    );
  }
  return (
    <div className={`${classes.columns} ${classes.wideNarrow}`}>
      <div>{children}</div>
      <div>{aside}</div>
    </div>
  );
}
