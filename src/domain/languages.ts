/**
 * The site's languages (docs/LANGUAGES.md) and how an address names one. English is the default
 * and has the plain addresses of docs/PRODUCT.md §2; Tamil and Hindi put their code before the
 * path: /ta/find-jobs, /hi/showjobdetails?id=3. An address therefore says its language by itself,
 * so a rendered page, the server's page cache and the worker's saved pages are each one language
 * with no other key, and a shared link opens in the language it was shared in.
 */
export const LANGUAGES = ['en', 'ta', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, in its own script: what the switcher shows. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ta: 'தமிழ்', hi: 'हिन्दी' };

/** The locale dates and numbers are formatted in: India's, so 2,50,000 keeps its Indian grouping. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', ta: 'ta-IN', hi: 'hi-IN' };

/** The cookie that carries the device's choice to the server (and the worker). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a Cookie header (or document.cookie) remembers, or null when it remembers none. */
export function languageFromCookie(cookie: string | null | undefined): Language | null {
  const value = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

/** The address prefix of a language: '' for English, '/ta' for Tamil. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** An address's language and its path without the language's prefix ('/ta' and '/ta/' are the home page). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (code === undefined || code === DEFAULT_LANGUAGE || !isLanguage(code)) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: code, path: match?.[2] || '/' };
}

/**
 * A site path (with any query) in `language`: '/find-jobs' in Tamil is '/ta/find-jobs', and the
 * home page '/' is '/ta', as the router writes its links under a basename.
 */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (prefix === '') return path;
  const rest = path === '/' ? '' : path.startsWith('/?') || path.startsWith('/#') ? path.slice(1) : path;
  return `${prefix}${rest}`;
}
