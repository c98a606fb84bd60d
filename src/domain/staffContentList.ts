import { z } from 'zod';

import { blankToUndefined } from './staffInbox';

/**
 * How the console asks for a page of jobs, companies or articles (docs/STAFF.md, "Lists"): a
 * catalogue of thousands of jobs is read a page at a time, found by a search text, never listed whole.
 */
export const CONTENT_PAGE_SIZE = 50;
export const CONTENT_PAGE_MAX = 200;
export const CONTENT_SEARCH_MAX_LENGTH = 200;
/** Far past any catalogue; it only keeps the number a plain integer on both databases. */
const OFFSET_MAX = 10_000_000;

/** The query parameters that ask for a page; a request with none of them gets the whole list, as it always did. */
export const CONTENT_PAGE_PARAMS = ['offset', 'limit', 'q'] as const;

export function asksForPage(params: Readonly<Record<string, string>>): boolean {
  return CONTENT_PAGE_PARAMS.some((name) => name in params);
}

/** Digits only: "1.5", "-1", "1e3" and "0x10" are mistakes, not numbers to round. */
function wholeNumber(label: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, `${label} must be a whole number`)
      .transform(Number)
      .pipe(z.number().min(min, `${label} must be at least ${min}`).max(max, `${label} can be at most ${max}`))
      .default(fallback),
  );
}

export const contentListQuerySchema = z.object({
  /** How many matches to skip (newest first). */
  offset: wholeNumber('Offset', 0, OFFSET_MAX, 0),
  limit: wholeNumber('Limit', 1, CONTENT_PAGE_MAX, CONTENT_PAGE_SIZE),
  /** Contained in the title or name, company, location (or an article's teaser), ignoring case. */
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(CONTENT_SEARCH_MAX_LENGTH, `Search text can be at most ${CONTENT_SEARCH_MAX_LENGTH} characters`)
      .optional(),
  ),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
