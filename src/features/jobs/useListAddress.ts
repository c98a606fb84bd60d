import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Rewrites the job list's address (its `q` and filters, docs/PRODUCT.md §2), keeping whatever else
 * it holds, in place of the current history entry: reload, Back from a job and a shared address then
 * show the list as it was left, and a list's changes do not each add a step to Back. Stable for the
 * page's life (it reads the latest address when called), so the memoised controls given it are not
 * drawn again on each change.
 */
export function useListAddress(): (edit: (params: URLSearchParams) => void) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });
  return useCallback(
    (edit) => {
      const params = new URLSearchParams(latest.current.search);
      edit(params);
      const search = params.toString();
      // No navigation state: the address alone says what the list shows from here on.
      navigate(search ? `?${search}` : '?', { replace: true });
    },
    [navigate],
  );
}
