import { describe, expect, it } from 'vitest';

import { formatAge } from '../../../src/components/formatAge';
import { apiPaths } from '../../../src/contract/paths';
import { connectivityBanner, describeApiPath } from '../../../src/features/offline/savedCopyText';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('the offline banner words', () => {
  it('says how old a saved copy is', () => {
    expect(formatAge(20_000)).toBe('just now');
    expect(formatAge(5 * MIN)).toBe('5 min ago');
    expect(formatAge(2 * HOUR + 10 * MIN)).toBe('2 h ago');
    expect(formatAge(24 * HOUR)).toBe('1 day ago');
    expect(formatAge(72 * HOUR)).toBe('3 days ago');
  });

  it('names what a saved copy shows', () => {
    expect(describeApiPath(apiPaths.jobs)).toBe('jobs');
    expect(describeApiPath(`${apiPaths.jobs}/12`)).toBe('this job');
    expect(describeApiPath(apiPaths.companies)).toBe('employers');
    expect(describeApiPath(`${apiPaths.articles}/3`)).toBe('this article');
    expect(describeApiPath(apiPaths.jobOptions)).toBe('jobs');
    expect(describeApiPath(`${apiPaths.jobs}?offset=0&limit=20`)).toBe('jobs');
  });

  it('reads "Offline — showing jobs saved 2 h ago" offline with a saved copy', () => {
    const now = 10 * HOUR;
    expect(connectivityBanner(false, { path: apiPaths.jobs, savedAt: now - 2 * HOUR }, now)).toBe(
      'Offline — showing jobs saved 2 h ago',
    );
  });

  it('says the server cannot be reached when online but answered from a saved copy', () => {
    expect(connectivityBanner(true, { path: `${apiPaths.jobs}/4`, savedAt: 0 }, 30 * MIN)).toBe(
      'Cannot reach the server — showing this job saved 30 min ago',
    );
  });

  it('says offline without a copy, and nothing when online and fresh', () => {
    expect(connectivityBanner(false, null, 0)).toBe('Offline — showing what this device has saved');
    expect(connectivityBanner(true, null, 0)).toBeNull();
  });
});
