import {
  type AnchorProps,
  type BadgeProps,
  type ButtonProps,
  type CardProps,
  type ContainerProps,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type SelectProps,
  type TextInputProps,
  type TitleProps,
} from '@mantine/core';

/**
 * A component's default props, typed by its props. Not `Select.extend(...)`: that imports the
 * component, and the theme would put the code of every component named here (Select, Notification,
 * ...) into the first page's bundle, whether the page shows it or not.
 */
function defaults<Props>(defaultProps: Partial<Props>): MantineThemeComponent {
  return { defaultProps };
}

/**
 * The one theme of the site (docs/ARCHITECTURE.md). System fonts only: nothing is fetched from outside.
 *
 * Colours are chosen for WCAG AA contrast (axe must report no violations): the brand blue's shade 6
 * (#1c5fb8, the manifest's theme colour) has 6.2:1 against white, and Mantine's default gray 6
 * (#868e96, used for `c="dimmed"`) is replaced by #5f6770 (5.7:1 on white) because the default
 * fails AA for small text.
 */
const brand: MantineColorsTuple = [
  '#eaf2fc',
  '#d3e2f7',
  '#a6c4ee',
  '#76a5e5',
  '#4e8bdd',
  '#347ad8',
  '#1c5fb8',
  '#174f9a',
  '#12407d',
  '#0b1f3a',
];

/** Warm accent for highlights; shade 6 keeps 5.2:1 with white text. */
const accent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#f76707',
  '#c2410c',
  '#a8380a',
  '#8c2f08',
  '#6b2406',
];

const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5f6770',
  '#495057',
  '#343a40',
  '#212529',
];

/**
 * Mantine's red with shade 6 darkened: shade 6 is the colour of every form field's error text and
 * border (--mantine-color-error) and of red alerts; the default #fa5252 has 3.3:1 on white (fails
 * AA), #c92a2a has 5.9:1.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f03e3e',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7d1a1a',
];

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, accent, gray, red },
  fontFamily: SYSTEM_FONTS,
  headings: {
    fontFamily: SYSTEM_FONTS,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.35rem + 1.8vw, 2.75rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 2.125rem)', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  black: '#16202e',
  components: {
    Container: defaults<ContainerProps>({ size: 'lg' }),
    // 24 px minimum targets (WCAG 2.5.8): Mantine's `sm` button is 36 px, `xs` 30 px.
    Button: defaults<ButtonProps>({ radius: 'md' }),
    Card: defaults<CardProps>({ withBorder: true, radius: 'lg', padding: 'lg' }),
    Badge: defaults<BadgeProps>({ radius: 'sm', variant: 'light' }),
    Anchor: defaults<AnchorProps>({ underline: 'hover' }),
    Title: defaults<TitleProps>({ c: 'brand.9' }),
    TextInput: defaults<TextInputProps>({ size: 'md' }),
    Select: defaults<SelectProps>({ size: 'md' }),
  },
});
