import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, inject, test } from 'vitest';

/** A top-level await of a timer, as the minifier writes one: the entry's old yield after React. */
const YIELD = /await new Promise\(\(?\w+\)?=>setTimeout\(\w+,0\)\)/;

// The app's code is one entry chunk, started as it is evaluated: no chunk of React's own for a
// boot script to link first, and no yield at the entry's top level (both only moved a lab figure
// under DevTools; docs/decisions/0013-one-entry-chunk.md). Read from the build the browser tests serve.
test('index.html starts the app from one entry script beside the boot script, which has no top-level yield', () => {
  const distDir = inject('distDir');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(
    scripts.filter((file) => !file.startsWith('boot-')),
    'the app scripts',
  ).toEqual([expect.stringMatching(/^index-/)]);
  expect(
    scripts.filter((file) => file.startsWith('boot-')),
    'the boot script',
  ).toHaveLength(1);
  const entry = scripts.find((file) => file.startsWith('index-')) ?? '';
  const code = readFileSync(join(distDir, 'assets', entry), 'utf8');
  expect(YIELD.test(code), 'no yield at the top level').toBe(false);
});
