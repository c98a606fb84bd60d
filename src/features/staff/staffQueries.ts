import type { QueryClient } from '@tanstack/react-query';

import type { InboxIds, StaffSessionDto } from '../../contract/staff';
import { staffApi, StaffApiError } from './staffApi';

/** The console's query keys, all under 'staff' so logging out forgets every one of them. */
export const staffKeys = {
  all: ['staff'] as const,
  session: ['staff', 'session'] as const,
  counts: ['staff', 'counts'] as const,
  /** The counts asked with the ids of the newest items shown: under `counts`, so a change refreshes it. */
  countsAfter: (seen: InboxIds | null) => ['staff', 'counts', seen?.applications ?? null, seen?.enquiries ?? null] as const,
  contentValues: ['staff', 'content-values'] as const,
  applications: (search: string) => ['staff', 'applications', search] as const,
  applicationJobs: ['staff', 'application-jobs'] as const,
  enquiries: (search: string) => ['staff', 'enquiries', search] as const,
  content: (resource: string) => ['staff', 'content', resource] as const,
  /** One page of a content list: under `content(resource)`, so a change refreshes every page. */
  contentPage: (resource: string, search: string, offset: number) => ['staff', 'content', resource, search, offset] as const,
  speed: ['staff', 'speed'] as const,
};

/**
 * How often the inbox asks for new items while its page is shown: new applications appear within
 * half a minute, and a console left open all day costs the server two small queries a minute.
 */
export const INBOX_POLL_MS = 30_000;

/** Options every console query shares: straight to the network, and a 401 is not retried. */
export const staffQueryOptions = {
  networkMode: 'always',
  staleTime: 0,
  retry: (failures: number, error: Error) => !(error instanceof StaffApiError && error.status < 500) && failures < 1,
} as const;

/** Who is logged in, or null when nobody is (the API answered 401). */
export async function fetchSession(): Promise<StaffSessionDto | null> {
  try {
    return await staffApi.session();
  } catch (err) {
    if (err instanceof StaffApiError && err.status === 401) return null;
    throw err;
  }
}

/** Logging out, or a 401 anywhere (the session ended): back to the log-in, nothing of the console kept. */
export function forgetStaffData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: staffKeys.all, predicate: (query) => query.queryKey[1] !== 'session' });
  queryClient.setQueryData<StaffSessionDto | null>(staffKeys.session, null);
}
