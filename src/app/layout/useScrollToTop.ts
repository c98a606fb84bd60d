import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { scrollKey } from './scrollKey';

/**
 * docs/PRODUCT.md §2: every route change starts at the top of the page. Not the first render: the browser
 * has placed the page itself (at the top, or where a reload or Back left it), and a server-rendered
 * page may already have been scrolled by the time it hydrates; moving it then would pull the page
 * from under the reader's finger (a tap meant for a button lands on whatever scrolled under it).
 */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const key = scrollKey(pathname, search);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
