/**
 * `npm run theme-css`: writes src/app/themeVariables.css, the theme's CSS variables and Mantine's
 * responsive classes (src/app/themeCss.tsx says why they are a stylesheet). Run it after changing
 * src/app/theme.ts; tests/unit/app/themeCss.test.ts fails until then.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { themeCss } from './themeCss';

const target = fileURLToPath(new URL('../src/app/themeVariables.css', import.meta.url));
await writeFile(target, `/* Made by \`npm run theme-css\` from src/app/theme.ts: do not edit. */\n${themeCss()}`);
console.log(`wrote ${target}`);
