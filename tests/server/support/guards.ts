import type { RequestGuards } from '../../../server/config';
import { DEFAULT_GUARDS } from '../../../server/config';

/**
 * The defaults with rate limits and the resume quota out of reach: most tests send more forms from
 * one address than a visitor would. tests/server/abuseLimits.test.ts checks the real defaults.
 */
export const GENEROUS_GUARDS: RequestGuards = {
  ...DEFAULT_GUARDS,
  applicationsPerWindow: 1_000_000,
  enquiriesPerWindow: 1_000_000,
  vitalsPerWindow: 1_000_000,
  resumeBytesPerDay: Number.MAX_SAFE_INTEGER,
};
