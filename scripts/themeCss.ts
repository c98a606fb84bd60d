import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { theme } from '../src/app/theme';

/**
 * The CSS Mantine's provider would write into every page for the site's theme: its CSS variables
 * (the brand colours, fonts, radii: some 8 KB) and the hiddenFrom/visibleFrom classes. The site keeps
 * them in a stylesheet instead (src/app/themeVariables.css, made by `npm run theme-css`), cached with
 * the other styles, so no page's HTML carries them (docs/PERFORMANCE.md, page HTML size). A unit test
 * checks that the stylesheet is what this returns, so a theme change cannot leave it behind.
 */
export function themeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme }));
  const blocks = [...html.matchAll(/<style[^>]*data-mantine-styles[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  return `${blocks.join('\n')}\n`;
}
