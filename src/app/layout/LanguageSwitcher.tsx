import { useLocation } from 'react-router-dom';

import headerItem from '../../components/HeaderItem.module.css';
import { IconGlobe } from '../../components/icons';
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '../../domain/languages';
import { rememberLanguage } from '../../i18n/languageChoice';
import { useLanguage, useT } from '../../i18n/useT';
import classes from './Layout.module.css';

/**
 * The header's language switcher (docs/LANGUAGES.md): the browser's own disclosure widget
 * (<details>, keyboard and screen-reader friendly with no script of ours) opening a list of the
 * three languages, each named in its own script and a plain link to this same page in it (the
 * address names the language), so it works before the app's script has run and a crawler follows
 * it too. Choosing one remembers it on the device. Escape closes the list.
 */
export function LanguageSwitcher() {
  const t = useT();
  const language = useLanguage();
  // The path within the language (the router's basename is left out) and the rest of the address.
  const { pathname, search, hash } = useLocation();
  return (
    <details
      className={classes.languages}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
    >
      <summary
        className={`${headerItem.item} ${classes.languageToggle}`}
        aria-label={t('language.choose', { language: LANGUAGE_NAMES[language] })}
      >
        <IconGlobe size={20} />
        <span className={classes.languageName}>{LANGUAGE_NAMES[language]}</span>
      </summary>
      <ul className={classes.languageList} aria-label={t('language.list')}>
        {LANGUAGES.map((other) => (
          <li key={other}>
            <a
              className={classes.languageOption}
              href={`${pathInLanguage(pathname, other)}${search}${hash}`}
              hrefLang={other}
              lang={other}
              aria-current={other === language ? 'true' : undefined}
              onClick={() => rememberLanguage(other)}
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
