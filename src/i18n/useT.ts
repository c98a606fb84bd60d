import { isLanguage, type Language } from '../domain/languages';
import type { MessageId, MessageValues } from './messageIds';
import { useI18n } from './TextsProvider';

/** Translates a message id (with its placeholders' values) into the page's language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The page's translate function (Lingui's, with the ids typed). */
export function useT(): Translate {
  return useI18n().t as Translate;
}

/** The page's language. */
export function useLanguage(): Language {
  const { locale } = useI18n();
  return isLanguage(locale) ? locale : 'en';
}
