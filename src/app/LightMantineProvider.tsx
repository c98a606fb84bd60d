import { MantineContext, type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';

type MantineSettings = NonNullable<ContextType<typeof MantineContext>>;

/** The site is light only: nothing sets another scheme, so there is nothing to store or change. */
const LIGHT_ONLY: MantineSettings = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

interface Props {
  theme: MantineThemeOverride;
  children: ReactNode;
}

/**
 * Mantine's settings and the site's theme, for every Mantine component below: what MantineProvider
 * gives them with its defaults, without the two things the site does without. The theme's CSS
 * variables and responsive classes come from a stylesheet (firstScreenStyles.ts), not from a
 * <style> element each render, and the one colour scheme is written on <html> by the page itself
 * (index.html, ssr/pageDocument.ts), not by a script. MantineProvider's module brings the code of
 * both whatever its props say, and on loading computes the default theme's CSS variables: some
 * 2 ms of a fast machine's CPU in the entry's evaluation (four times that on a phone) and some
 * 3 KB of the first page's JavaScript, for nothing the site uses. The same composition as
 * Mantine's own HeadlessMantineProvider, with the site's settings.
 */
export function LightMantineProvider({ theme, children }: Props) {
  return (
    <MantineContext value={LIGHT_ONLY}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
