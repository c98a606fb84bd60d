import type { MiddlewareHandler } from 'hono';

import { tooManyRequests, waitInWords } from './tooManyRequests';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shortest wait a full quota asks for, so clients do not retry in a tight loop. */
const MIN_WAIT_SECONDS = 60;

/** The resume bytes stored since a time, and when the oldest of them was (a repository reads them). */
export type ResumeBytesSince = (since: Date) => Promise<{ bytes: number; oldest: Date | undefined }>;

/**
 * Refuses (429) an application, before its body is read, when the resumes stored in the last 24
 * hours plus this request's declared size would pass `bytesPerDay`. Counted in the database (by
 * `storedSince`, so this guard holds no query of its own), so a restart does not reset it. Uploads
 * read at the same moment may each pass the check: the overshoot is at most one resume per upload
 * slot (uploadSlots.ts). A resend answered from its stored Idempotency-Key, which stores nothing,
 * never gets here (writes/storedKeyCheck.ts comes first).
 */
export function resumeQuota(storedSince: ResumeBytesSince, bytesPerDay: number, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    const t = now().getTime();
    const stored = await storedSince(new Date(t - DAY_MS));
    const declared = Number(c.req.header('content-length') ?? 0) || 0;
    if (stored.bytes + declared > bytesPerDay) {
      const frees = stored.oldest ? Math.ceil((stored.oldest.getTime() + DAY_MS - t) / 1000) : 0;
      const wait = Math.max(MIN_WAIT_SECONDS, frees);
      throw tooManyRequests(wait, `We have received too many resumes today. Please try again in ${waitInWords(wait)}.`);
    }
    await next();
  };
}
