import type { I18n } from '@lingui/core';
import { createContext, type ReactNode, use } from 'react';

/**
 * The page's Lingui instance, for useT and useLanguage. A context of our own rather than
 * @lingui/react's provider: a page never changes its language in place (another language is
 * another address, so another page), so nothing needs to re-render on a change, and the first
 * page's JavaScript has no room to spare (docs/PERFORMANCE.md, "Bytes").
 */
export const TextsContext = createContext<I18n | null>(null);

/** Gives the app its language and texts. */
export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <TextsContext value={i18n}>{children}</TextsContext>;
}

/** The page's Lingui instance; a part drawn outside TextsProvider is a mistake the message names. */
export function useI18n(): I18n {
  const i18n = use(TextsContext);
  if (!i18n) throw new Error('A text was asked for outside TextsProvider (src/i18n)');
  return i18n;
}
