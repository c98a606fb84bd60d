import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { themeCss } from '../../../scripts/themeCss';

describe('the theme stylesheet', () => {
  it("is what Mantine's provider would write into each page for the theme (npm run theme-css makes it)", () => {
    const file = readFileSync(join(process.cwd(), 'src/app/themeVariables.css'), 'utf8');
    const css = themeCss();
    expect(css).toContain('--mantine-primary-color-filled');
    expect(file.slice(file.indexOf('*/') + 3)).toBe(css);
  });
});
