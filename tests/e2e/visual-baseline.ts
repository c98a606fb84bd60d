import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

import { E2E_TMP_DIR, REPO_ROOT } from './harness/paths';

/**
 * Screenshots compared with the baselines kept in the repository (tests/e2e/visual-baselines/).
 * How to update them: README.md, Testing.
 */

export const BASELINE_DIR = join(REPO_ROOT, 'tests/e2e/visual-baselines');
/** Where a failed comparison leaves the actual screenshot and the difference (git-ignored). */
export const ACTUAL_DIR = join(E2E_TMP_DIR, 'visual');

/**
 * Per pixel: pixelmatch's colour distance (0 to 1) under which two pixels count as equal. Small, so
 * a text or border in another colour counts, while the rounding of a blended colour does not.
 */
const PIXEL_THRESHOLD = 0.1;
/**
 * Share of the pixels that may differ: antialiasing of text and curves can come out a shade
 * different on a loaded machine. A missing stylesheet or a moved block differs in far more.
 */
const MAX_DIFF_SHARE = 0.001;
/**
 * A small thing gone (a dropdown's arrow, an icon) differs in too few pixels for the share above,
 * and pixelmatch counts most of its thin lines as antialiasing. So, antialiased pixels counted, no
 * square of WINDOW x WINDOW pixels may hold more than MAX_LOCAL_DIFF different ones (the Select's
 * 18 px arrow is some 24): noise is scattered, a missing part is in one place. Runs on a loaded
 * machine showed no difference at all, so the margin is wide.
 */
const WINDOW = 16;
const MAX_LOCAL_DIFF = 12;

export type Comparison =
  | { kind: 'written'; file: string; why: 'missing' | 'update' }
  | { kind: 'same'; diffPixels: number }
  | { kind: 'different'; message: string };

const updating = (): boolean => process.env.UPDATE_VISUAL_BASELINES === '1';

/**
 * In CI a missing baseline is a failure, not a new baseline: a screen nobody has looked at must not
 * pass unseen. On an engineer's machine it is written, to be looked at before it is committed.
 */
const inCI = (): boolean => Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * Compares `png` with the baseline `name`.png, or writes it when updates are asked for, or when it
 * is missing outside CI.
 */
export function compareWithBaseline(name: string, png: Buffer): Comparison {
  const file = join(BASELINE_DIR, `${name}.png`);
  if (!existsSync(file) && inCI() && !updating()) {
    return {
      kind: 'different',
      message: `no baseline ${file}: run UPDATE_VISUAL_BASELINES=1 npx vitest run tests/e2e/visual.test.ts, look at it and commit it`,
    };
  }
  if (!existsSync(file) || updating()) {
    const why = existsSync(file) ? 'update' : 'missing';
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(file, png);
    return { kind: 'written', file, why };
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  const leave = (diff?: PNG): string => {
    mkdirSync(ACTUAL_DIR, { recursive: true });
    const actualFile = join(ACTUAL_DIR, `${name}.actual.png`);
    writeFileSync(actualFile, png);
    if (!diff) return `actual: ${actualFile}`;
    const diffFile = join(ACTUAL_DIR, `${name}.diff.png`);
    writeFileSync(diffFile, PNG.sync.write(diff));
    return `actual: ${actualFile}, difference: ${diffFile}, changed pixels in red, antialiasing in yellow`;
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      kind: 'different',
      message: `${name}: ${actual.width}x${actual.height} px, the baseline is ${expected.width}x${expected.height} px (${leave()})`,
    };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  const allowed = Math.floor(width * height * MAX_DIFF_SHARE);
  const local = pixelmatch(expected.data, actual.data, null, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: true,
    windowSize: WINDOW,
  });
  if (diffPixels <= allowed && local <= MAX_LOCAL_DIFF) return { kind: 'same', diffPixels };
  return {
    kind: 'different',
    message:
      `${name}: ${diffPixels} px differ from the baseline (at most ${allowed} may), up to ${local} in one ` +
      `${WINDOW}x${WINDOW} px square (at most ${MAX_LOCAL_DIFF} may) (${leave(diff)})`,
  };
}
