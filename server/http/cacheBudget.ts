import type { CacheLimits } from './boundedCache';

const MiB = 1024 * 1024;

/**
 * Every in-memory cache of the server and how much it may hold (docs/ARCHITECTURE.md, "Memory"):
 * the one place to read or change the budget. Each is a BoundedCache (boundedCache.ts), so the
 * sum below is the most the caches of one process can hold, whatever the requests ask for.
 */
export const CACHE_BUDGET = {
  /**
   * Answers keyed by the content (the whole lists, each detail by id, the job options): at 5,000
   * jobs 14.3 MiB with every detail asked for once (a list of 1.2 MB and its two compressions, 5,025
   * details of a few KB), so 64 MiB keeps everything up to some 20,000 jobs and drops the least
   * used details beyond.
   */
  answers: { maxEntries: 50_000, maxBytes: 64 * MiB },
  /**
   * Answers keyed by a query a client chooses (a list window, robots.txt per origin): a few KB to
   * some 60 KB each; the last 300 used are the ones visitors are paging through.
   */
  windows: { maxEntries: 300, maxBytes: 16 * MiB },
  /**
   * The offline copy's full-copy chunks (routes/offlineCopy.ts): about 0.55 MB each with their
   * compressions, 11 of them (5.9 MiB) at 5,000 jobs; room for one version's copy up to some 25,000 jobs, or
   * for a few versions' while devices finish runs begun before a content change.
   */
  offlineCopy: { maxEntries: 64, maxBytes: 32 * MiB },
  /**
   * The offline copy's deltas: small (a day's changes are a few KB), asked for by every device
   * that synced at the same version, so a few are worth keeping; a client can choose `since`.
   */
  offlineDeltas: { maxEntries: 8, maxBytes: 8 * MiB },
  /**
   * Rendered pages (pages/pageCache.ts): 20 to 120 KB of HTML each with its two compressions; the
   * keys are bounded by the content (pageAddress.ts), the byte cap is for long lists.
   */
  pages: { maxEntries: 200, maxBytes: 32 * MiB },
} as const satisfies Record<string, CacheLimits>;

/**
 * A pool made by AnswerCache.bounded() for answers keyed by what a client sends (the sitemap per
 * origin, routes/crawlers.ts), unless it names its own byte cap: a sitemap of 5,000 jobs is about
 * 1 MB with its compressions.
 */
export const BOUNDED_POOL_MAX_BYTES = 16 * MiB;
