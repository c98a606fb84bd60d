import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, inject, test } from 'vitest';

import { PAGE_SHOWN_EVENT } from '../../src/app/boot/bootContract';

/** src/app/yieldAfterReact.ts's top-level await, as the minifier writes it. */
const YIELD = /await new Promise\(\(?\w+\)?=>setTimeout\(\w+,0\)\)/g;

// The app's entry chunk is evaluated in two tasks on a cold load: React and React DOM in the first,
// Mantine, the router and the app after a yield (src/app/yieldAfterReact.ts), so a phone can answer
// a tap between the two instead of being blocked for the whole chunk. Read from the build the
// browser tests serve: the yield is in the chunk, after React DOM's code and before the app's.
test("the entry chunk yields once, after React DOM's code and before Mantine's and the app's", () => {
  const distDir = inject('distDir');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/g)];
  const entry = scripts.at(-1)?.[1];
  expect(entry, 'index.html names the entry').toMatch(/^index-/);
  const code = readFileSync(join(distDir, 'assets', entry ?? ''), 'utf8');
  const yields = [...code.matchAll(YIELD)].map((match) => match.index);
  expect(yields, 'one yield in the entry').toHaveLength(1);
  const at = yields[0] ?? -1;
  // Markers of each part: React DOM's root property, Mantine's theme provider (its display name), the app's boot event.
  expect(code.lastIndexOf('__reactContainer'), 'React DOM before the yield').toBeLessThan(at);
  expect(code.indexOf('__reactContainer'), 'React DOM in the entry').toBeGreaterThan(-1);
  expect(code.indexOf('@mantine/core/MantineThemeProvider'), 'Mantine after the yield').toBeGreaterThan(at);
  expect(code.indexOf(PAGE_SHOWN_EVENT), 'the app after the yield').toBeGreaterThan(at);
});
