// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { PNG } from 'pngjs';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { BASELINE_DIR, compareWithBaseline } from './visual-baseline';

/** A screen no baseline exists for: its name is never a real screen's. */
const UNSEEN = 'unit-test-screen-without-baseline';

function tinyPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a missing visual baseline', () => {
  test('in CI fails and writes nothing', () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('UPDATE_VISUAL_BASELINES', '');
    const result = compareWithBaseline(UNSEEN, tinyPng());
    expect(result.kind).toBe('different');
    expect(result.kind === 'different' && result.message).toMatch(/no baseline .*UPDATE_VISUAL_BASELINES=1/);
    expect(existsSync(join(BASELINE_DIR, `${UNSEEN}.png`))).toBe(false);
  });
});
