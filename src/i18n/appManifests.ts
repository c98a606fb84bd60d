import { DEFAULT_LANGUAGE, type Language, LANGUAGE_LOCALES, pathInLanguage } from '../domain/languages';
import { manifestPath } from '../domain/manifestPaths';
import { routes } from '../domain/routes';
import { SITE_NAME } from '../domain/siteTitle';
import enHead from './catalogs/en/head.json';
import enShell from './catalogs/en/shell.json';
import hiHead from './catalogs/hi/head.json';
import hiShell from './catalogs/hi/shell.json';
import taHead from './catalogs/ta/head.json';
import taShell from './catalogs/ta/shell.json';

/**
 * Each language's web app manifest (docs/OFFLINE.md, "Installing"), built by vite.config.ts and
 * never part of the page's code. Its words are the catalogues' (the head's description and the
 * navigation's names): messages without placeholders, so the catalogue's text is the message.
 * Each language installs as an app of its own (its own id), opening at its own home page.
 */

type Texts = Record<string, string>;
const HEAD: Record<Language, Texts> = { en: enHead, ta: taHead, hi: hiHead };
const SHELL: Record<Language, Texts> = { en: enShell, ta: taShell, hi: hiShell };

/** The manifest's fields this site sets (a subset of the Web App Manifest, as vite-plugin-pwa types it). */
export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
  shortcuts: {
    name: string;
    short_name: string;
    description: string;
    url: string;
    icons: { src: string; sizes: string; type: string }[];
  }[];
  screenshots: { src: string; sizes: string; type: string; form_factor: 'narrow' | 'wide'; label: string }[];
}

/** #1c5fb8 is the theme's brand blue. */
const BRAND = '#1c5fb8';
const SHORTCUT_ICON = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

function text(texts: Texts, id: string): string {
  const message = texts[id];
  if (message === undefined) throw new Error(`The manifest needs the message ${id}`);
  return message;
}

export function appManifest(language: Language): AppManifest {
  const head = HEAD[language];
  const shell = SHELL[language];
  const home = pathInLanguage('/', language);
  return {
    // English keeps the id the app always had; Tamil and Hindi are apps of their own.
    id: language === DEFAULT_LANGUAGE ? '/' : home,
    name: SITE_NAME,
    short_name: 'SR Jobs',
    description: text(head, 'head.site'),
    lang: LANGUAGE_LOCALES[language],
    // Tamil and Devanagari are written left to right too.
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: BRAND,
    background_color: '#ffffff',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: text(shell, 'nav.findJobs'),
        short_name: text(shell, 'nav.findJobs'),
        description: text(head, 'head.findJobs'),
        url: pathInLanguage(routes.findJobs, language),
        icons: SHORTCUT_ICON,
      },
      {
        name: text(shell, 'nav.employers'),
        short_name: text(shell, 'nav.employers'),
        description: text(head, 'head.employers'),
        url: pathInLanguage(routes.employers, language),
        icons: SHORTCUT_ICON,
      },
    ],
    // Made from the build by `npm run pwa-images` (scripts/pwa-images.ts); the English site's pages.
    screenshots: [
      {
        src: '/screenshots/find-jobs-narrow.png',
        sizes: '540x960',
        type: 'image/png',
        form_factor: 'narrow',
        label: text(head, 'head.screenshotNarrow'),
      },
      {
        src: '/screenshots/find-jobs-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: text(head, 'head.screenshotWide'),
      },
    ],
  };
}

/** Where the manifest of `language` is served (the build writes it there). */
export const appManifestFile = (language: Language): string => manifestPath(language).slice(1);
