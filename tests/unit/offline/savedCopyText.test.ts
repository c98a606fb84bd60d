import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../../src/contract/paths';
import { connectivityBanner, describeApiPath } from '../../../src/features/offline/savedCopyText';
import { formatAge } from '../../../src/i18n/format/formatAge';
import { testI18n } from '../texts';

/** English, as the banner's tests read it. */
const t = testI18n('en').t;

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('the offline banner words', () => {
  it('says how old a saved copy is', () => {
    expect(formatAge(t, 20_000)).toBe('just now');
    expect(formatAge(t, 5 * MIN)).toBe('5 min ago');
    expect(formatAge(t, 2 * HOUR + 10 * MIN)).toBe('2 h ago');
    expect(formatAge(t, 24 * HOUR)).toBe('1 day ago');
    expect(formatAge(t, 72 * HOUR)).toBe('3 days ago');
  });

  it('names what a saved copy shows', () => {
    expect(describeApiPath(t, apiPaths.jobs)).toBe('jobs');
    expect(describeApiPath(t, `${apiPaths.jobs}/12`)).toBe('this job');
    expect(describeApiPath(t, apiPaths.companies)).toBe('employers');
    expect(describeApiPath(t, `${apiPaths.articles}/3`)).toBe('this article');
    expect(describeApiPath(t, apiPaths.jobOptions)).toBe('jobs');
    expect(describeApiPath(t, `${apiPaths.jobs}?offset=0&limit=20`)).toBe('jobs');
  });

  it('reads "Offline — showing jobs saved 2 h ago" offline with a saved copy', () => {
    const now = 10 * HOUR;
    expect(connectivityBanner(t, false, { path: apiPaths.jobs, savedAt: now - 2 * HOUR }, now)).toBe(
      'Offline — showing jobs saved 2 h ago',
    );
  });

  it('says the server cannot be reached when online but answered from a saved copy', () => {
    expect(connectivityBanner(t, true, { path: `${apiPaths.jobs}/4`, savedAt: 0 }, 30 * MIN)).toBe(
      'Cannot reach the server — showing this job saved 30 min ago',
    );
  });

  it('says offline without a copy, and nothing when online and fresh', () => {
    expect(connectivityBanner(t, false, null, 0)).toBe('Offline — showing what this device has saved');
    expect(connectivityBanner(t, true, null, 0)).toBeNull();
  });
});
