import { type Language, LANGUAGE_LOCALES } from '../../domain/languages';
import { formatMegabytes, RESUME_EXTENSIONS, type ResumeWords } from '../../domain/resume';
import type { Translate } from '../../i18n/useT';

/** ".pdf, .doc or .docx", with the language's own "or". */
export function resumeTypesIn(language: Language): string {
  return new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'disjunction' }).format(RESUME_EXTENSIONS);
}

/**
 * The resume's messages in the page's language (the forms area): the checks are the domain's, which
 * the server runs again and answers in English; in English these are the server's words exactly.
 */
export function resumeWords(t: Translate, language: Language): ResumeWords {
  const types = resumeTypesIn(language);
  return {
    required: t('forms.resumeRequired'),
    empty: t('forms.resumeEmpty'),
    wrongType: t('forms.resumeWrongType', { types }),
    tooLarge: (maxBytes) => t('forms.resumeTooLarge', { size: formatMegabytes(maxBytes) }),
    notMatching: (ext) => (ext === '.pdf' ? t('forms.resumeNotPdf') : t('forms.resumeNotWord', { ext })),
    activeContent: (ext) => (ext === '.pdf' ? t('forms.resumeActivePdf') : t('forms.resumeActiveWord', { ext })),
    unreadable: (ext) => (ext === '.pdf' ? t('forms.resumeUnreadablePdf') : t('forms.resumeUnreadableWord', { ext })),
  };
}
