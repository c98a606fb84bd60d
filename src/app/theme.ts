import { createTheme } from '@mantine/core';

/** The one theme of the site (DESIGN.md §5). System fonts only: nothing is fetched from outside. */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
  defaultRadius: 'md',
});
