import { useQuery } from '@tanstack/react-query';

import { API_BASE_URL } from '../config/apiBase';
import { decodeLimits } from '../contract/limits';
import { apiPaths } from '../contract/paths';
import { DEFAULT_RESUME_MAX_BYTES } from '../domain/resume';

/**
 * The server's limits (GET apiPaths.limits), so the application form refuses what the server would.
 * Not a screen's content: no freshness note and no console error, because the agency's own API
 * has no such endpoint and the form then simply keeps the default limit.
 */
export async function fetchResumeMaxBytes(signal?: AbortSignal): Promise<number> {
  const response = await fetch(`${API_BASE_URL}${apiPaths.limits}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Limits request failed with status ${response.status}`);
  const limits = decodeLimits(await response.json());
  if (!limits) throw new Error('The limits answer holds no usable resume limit');
  return limits.resumeMaxBytes;
}

/** The server's resume size limit; DEFAULT_RESUME_MAX_BYTES until it is known, or when it cannot be. */
export function useResumeMaxBytes(enabled = true): number {
  const query = useQuery({
    queryKey: ['limits', 'resumeMaxBytes'],
    queryFn: ({ signal }) => fetchResumeMaxBytes(signal),
    enabled,
    retry: false,
  });
  return query.data ?? DEFAULT_RESUME_MAX_BYTES;
}
