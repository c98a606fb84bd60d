import type { ReactNode } from 'react';

import type { Language } from '../../src/domain/languages';
import { createI18n, type I18n, type Messages } from '../../src/i18n/createI18n';
import { TextsProvider } from '../../src/i18n/TextsProvider';

/** Every catalogue, read at once (the tests need no lazy loading); Lingui compiles them as it reads them outside production. */
const catalogues = import.meta.glob<Messages>('../../src/i18n/catalogs/*/*.json', { eager: true, import: 'default' });

/**
 * A Lingui instance holding every area of `language`'s catalogue, as the server render has, or only
 * `areas` (file names without .json), as a page in the browser has.
 */
export function testI18n(language: Language = 'en', areas?: readonly string[]): I18n {
  const messages = Object.entries(catalogues)
    .filter(([file]) => file.includes(`/catalogs/${language}/`))
    .filter(([file]) => !areas || areas.some((area) => file.endsWith(`/${area}.json`)))
    .map(([, catalogue]) => catalogue);
  return createI18n(language, Object.assign({}, ...messages) as Messages);
}

/** The app's texts in `language` (English by default) around `children`. */
export function Texts({ children, language = 'en' }: { children: ReactNode; language?: Language }) {
  return <TextsProvider i18n={testI18n(language)}>{children}</TextsProvider>;
}
