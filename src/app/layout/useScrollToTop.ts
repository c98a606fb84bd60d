import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollKey } from './scrollKey';

/** SPEC.md §2: every route change starts at the top of the page. */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const key = scrollKey(pathname, search);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
