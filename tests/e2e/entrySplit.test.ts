import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, inject, test } from 'vitest';

import { PAGE_SHOWN_EVENT } from '../../src/app/boot/bootContract';

/** src/app/yieldAfterReact.ts's top-level await, as the minifier writes it. */
const YIELD = /await new Promise\(\(?\w+\)?=>setTimeout\(\w+,0\)\)/g;
/** React DOM's root property: a marker of its code. */
const REACT_DOM = '__reactContainer';

// On a cold load the app's code runs in three tasks: React's chunk is linked on its own (the boot
// script imports the app's scripts one at a time: src/app/boot/importInTurn.ts), then the entry is
// linked and React DOM evaluated, then Mantine, the router and the app after a yield
// (src/app/yieldAfterReact.ts). Read from the build the browser tests serve.
test("React has a chunk of its own, run before the entry; the entry yields once, before Mantine's code and the app's", () => {
  const distDir = inject('distDir');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  const entry = scripts.at(-1) ?? '';
  expect(entry, 'index.html names the entry last').toMatch(/^index-/);
  const react = scripts.find((file) => file.startsWith('react-')) ?? '';
  expect(scripts.indexOf(react), "React's chunk is a script before the entry").toBeGreaterThanOrEqual(0);
  const read = (file: string) => readFileSync(join(distDir, 'assets', file), 'utf8');
  const code = read(entry);
  expect(read(react).includes(REACT_DOM), "React DOM in React's chunk").toBe(true);
  expect(code.includes(REACT_DOM), 'React DOM not in the entry').toBe(false);
  expect(code.includes(`from"./${react}"`), "the entry imports React's chunk").toBe(true);
  const yields = [...code.matchAll(YIELD)].map((match) => match.index);
  expect(yields, 'one yield in the entry').toHaveLength(1);
  const at = yields[0] ?? -1;
  // Markers of each part: Mantine's theme provider (its display name), the app's boot event.
  expect(code.indexOf('@mantine/core/MantineThemeProvider'), 'Mantine after the yield').toBeGreaterThan(at);
  expect(code.indexOf(PAGE_SHOWN_EVENT), 'the app after the yield').toBeGreaterThan(at);
});
