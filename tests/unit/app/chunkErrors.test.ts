import { describe, expect, it } from 'vitest';

import { chunkErrorMessage, isChunkLoadError } from '../../../src/app/chunkErrors';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: https://jobs.example/assets/FindJobsPage-B1x2y3z4.js',
);
const firefox = new TypeError('error loading dynamically imported module: https://jobs.example/assets/AboutPage-Q9.js');
const safari = new TypeError('Importing a module script failed.');

describe('chunk load errors', () => {
  it('recognises a failed lazy chunk in Chromium, Firefox and Safari wording', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(firefox)).toBe(true);
    expect(isChunkLoadError(safari)).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/HomePage-x1.css'))).toBe(true);
    const webpack = new Error('Loading chunk 42 failed.');
    webpack.name = 'ChunkLoadError';
    expect(isChunkLoadError(webpack)).toBe(true);
  });

  it('does not mistake other errors for one', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(false);
  });

  it('writes the spec text with the chunk name and the kind of failure', () => {
    expect(chunkErrorMessage(chromium, true)).toBe(
      'Loading chunk FindJobsPage-B1x2y3z4 failed (network error: https://jobs.example/assets/FindJobsPage-B1x2y3z4.js)',
    );
    expect(chunkErrorMessage(chromium, false)).toBe(
      'Loading chunk FindJobsPage-B1x2y3z4 failed (offline: https://jobs.example/assets/FindJobsPage-B1x2y3z4.js)',
    );
    expect(chunkErrorMessage(safari)).toBe('Loading chunk unknown failed (network error)');
    expect(chunkErrorMessage(new Error('Loading chunk 7 timed out after 120000ms'))).toBe(
      'Loading chunk unknown failed (timeout)',
    );
    expect(chunkErrorMessage(new Error('Unable to preload CSS for /assets/HomePage-x1.css'), true)).toBe(
      'Loading chunk HomePage-x1 failed (stylesheet: /assets/HomePage-x1.css)',
    );
  });
});
