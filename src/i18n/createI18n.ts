import { type I18n, type Messages, setupI18n } from '@lingui/core';

import { type Language, LANGUAGE_LOCALES } from '../domain/languages';

export type { I18n, Messages };

/**
 * A Lingui instance for one language, holding `messages`. One per page in the browser (a language
 * change is a new address, so a new page) and one per render on the server, so concurrent renders
 * in different languages never share one. Plurals, numbers and dates follow the language's Indian
 * locale (ta-IN, hi-IN, en-IN).
 */
export function createI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, locales: [LANGUAGE_LOCALES[language]], messages: { [language]: messages } });
}
