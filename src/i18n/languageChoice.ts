import { type Language, LANGUAGE_COOKIE, languageFromCookie } from '../domain/languages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language chosen on this device (docs/LANGUAGES.md): a cookie, since the server
 * reads it when a plain (English) address is opened, to send the remembered language's address.
 */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The language this device remembers, or null when none was chosen. */
export function rememberedLanguage(): Language | null {
  return languageFromCookie(document.cookie);
}
