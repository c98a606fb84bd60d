import type { ReactNode } from 'react';

import classes from './Columns.module.css';

/** A detail page's two columns: the text, and its side card beside it from md up (below it on phones). */
export function DetailColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className={`${classes.columns} ${classes.wideNarrow}`}>
      <div>{children}</div>
      <div>{aside}</div>
    </div>
  );
}
