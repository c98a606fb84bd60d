import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The fontconfig file that gives the test browser the same fonts on every machine: Noto Sans (Latin
 * and Devanagari) and Noto Sans Tamil from devDependencies, and none of the machine's own
 * (docs/TESTING.md, "Fonts"). Screenshots and layout measurements then do not depend on which
 * Debian font packages happen to be installed.
 */
const FONTS_CONF = fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url));

const FONT_PACKAGES = ['noto-sans', 'noto-sans-tamil'] as const;

/** The environment Chromium is launched with: the test process's own, with FONTCONFIG_FILE pinned. */
export function pinnedFontEnvironment(): Record<string, string> {
  for (const name of FONT_PACKAGES) {
    const dir = fileURLToPath(new URL(`../../../node_modules/@expo-google-fonts/${name}`, import.meta.url));
    if (!existsSync(dir)) throw new Error(`the test fonts are missing (${dir}): run npm install`);
  }
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return { ...env, FONTCONFIG_FILE: FONTS_CONF };
}
