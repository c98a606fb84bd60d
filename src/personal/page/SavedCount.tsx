import { useEffect } from 'react';

import { startSavedJobs, useSavedCount } from './savedJobsState';

/**
 * The header's count of saved jobs. Loaded after hydration (SavedJobsLink.tsx), it starts the saved
 * jobs' code (savedJobsState.ts), which reads the device and presses the Save toggles of saved
 * jobs on every page.
 */
export function SavedCount() {
  const count = useSavedCount();
  useEffect(() => {
    // Offline before that chunk was ever fetched: a Save tap loads it, the count stays empty.
    startSavedJobs().catch(() => undefined);
  }, []);
  return count ?? '';
}
