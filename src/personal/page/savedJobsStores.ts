import { externalStore } from '../../browser/externalStore';
import type { SavedJob } from '../shared/records';

// The saved jobs' two stores, apart from the code around them: savedJobsState.ts and
// savedJobsList.ts load savedJobsLogic.ts, which fills these, so none of the three imports another back.

/**
 * The little of the saved jobs every page's first screen needs: which jobs are saved, for the Save
 * toggles and the header's count. Everything else (IndexedDB, the channel between tabs, the
 * checks against the server) is in savedJobsLogic.ts, a chunk of its own fetched after hydration
 * (docs/PERFORMANCE.md, the first page's JavaScript). Null until that chunk has read the device:
 * the server's HTML and the hydrating render show every toggle unpressed and no count.
 */
export const savedJobIds = externalStore<ReadonlySet<number> | null>(null);

/**
 * What /saved-jobs draws from: every saved job, newest saved first; null until read (the server's
 * HTML and the hydrating render show "Loading..."). Filled by savedJobsLogic.ts, a chunk of its
 * own fetched once the page has hydrated, so the page's first JavaScript carries no storage code.
 */
export const savedJobRecords = externalStore<readonly SavedJob[] | null>(null);
