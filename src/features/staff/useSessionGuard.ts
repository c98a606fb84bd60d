import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { StaffApiError } from './staffApi';
import { forgetStaffData } from './staffQueries';

/** When a call answers 401 the session is over (idle, or logged out elsewhere): show the log-in. */
export function useSessionGuard(error: Error | null): void {
  const queryClient = useQueryClient();
  const ended = error instanceof StaffApiError && error.status === 401;
  useEffect(() => {
    if (ended) forgetStaffData(queryClient);
  }, [ended, queryClient]);
}
