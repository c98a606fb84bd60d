// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { compileCatalog } from '../../../scripts/compiledCatalogs';
import { LANGUAGES } from '../../../src/domain/languages';
import { CATALOG_AREAS as BROWSER_AREAS } from '../../../src/i18n/catalogAreas';

/** The browser's areas and the server's own (the meta descriptions). */
const CATALOG_AREAS = [...BROWSER_AREAS, 'head'];

const CATALOGS = 'src/i18n/catalogs';
const read = (language: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(CATALOGS, language, `${area}.json`), 'utf8')) as Record<string, string>;

/** Every source file of the app, the worker and the server: where a message id may be named. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'catalogs' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A message's placeholders ({year}, {count, plural, ...}): the names a translation must keep. */
const placeholders = (message: string): string[] => [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? '').sort();

describe('the message catalogues', () => {
  it('has each area in each language and no other file', () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(join(CATALOGS, language)).sort(), language).toEqual(CATALOG_AREAS.map((area) => `${area}.json`).sort());
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every English id in %s, and none that English has not',
    (language) => {
      for (const area of CATALOG_AREAS) {
        const english = read('en', area);
        const other = read(language, area);
        expect(
          Object.keys(english).filter((id) => !(id in other)),
          `missing from ${language}/${area}`,
        ).toEqual([]);
        expect(
          Object.keys(other).filter((id) => !(id in english)),
          `only in ${language}/${area}`,
        ).toEqual([]);
        for (const [id, message] of Object.entries(other)) {
          expect(message.trim(), `${language} ${id} is empty`).not.toBe('');
          expect(placeholders(message), `${language} ${id} keeps the English placeholders`).toEqual(
            placeholders(english[id] ?? ''),
          );
        }
      }
    },
  );

  it('compiles every message (valid ICU syntax)', () => {
    for (const language of LANGUAGES)
      for (const area of CATALOG_AREAS) expect(() => compileCatalog(read(language, area))).not.toThrow();
  });

  it('holds no id that no code uses, and no id twice across areas', () => {
    const code = [...sources('src'), ...sources('server'), ...sources('sw')].map((file) => readFileSync(file, 'utf8')).join('\n');
    const ids = CATALOG_AREAS.flatMap((area) => Object.keys(read('en', area)));
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'ids in two areas',
    ).toEqual([]);
    expect(
      ids.filter((id) => !code.includes(`'${id}'`)),
      'ids no code names',
    ).toEqual([]);
  });
});

/**
 * The English texts docs/PRODUCT.md names, word for word: each id's English message, which the
 * product document must also spell so. A change to either side fails here.
 */
const PRODUCT_TEXTS: Readonly<Record<string, string>> = {
  'nav.home': 'Home',
  'nav.findJobs': 'Find Jobs',
  'nav.aboutUs': 'About Us',
  'nav.employers': 'Employers',
  'nav.blog': 'Blog',
  'nav.contact': 'Contact',
  'footer.browseJobs': 'Browse Jobs',
  'footer.browseCompany': 'Browse Company',
  'footer.savedJobs': 'Saved Jobs',
  'footer.contactUs': 'Contact Us',
  'footer.aboutUs': 'About Us',
  'header.savedJobs': 'Saved jobs',
  'title.blogs': 'Recent News Articles',
  'head.blogs': 'Fresh job related news content posted each day.',
  'error.heading': 'Unexpected Application Error!',
  'common.loading': 'Loading...',
  'common.readMore': 'Read More',
  'common.noArticles': 'No articles found.',
  'share.copied': 'Link copied',
  'share.copyFailed': 'Could not copy the link',
  'save.job': 'Save job',
  'jobCard.salaryNotDisclosed': 'Not disclosed',
  'companies.noOpenJobs': 'No open jobs at the moment.',
  'enquiryBlock.start': 'Start Recruiting Now',
  'forms.submitting': 'Submitting...',
  'forms.closeNow': 'Close Now',
  'forms.applicationSubmitted': 'Application submitted successfully!',
  'forms.applicationFailed': 'An error occurred. Please try again.',
  'forms.enquiryThanks': 'Thank you! Our team will get back to you soon.',
  'forms.fieldCompanyName': 'Full Name or Company Name',
  'forms.fieldDescription': 'Nature Of Enquiries',
  'forms.fieldExperience': 'Years of Experience',
  'forms.fieldRole': 'Previous Role',
};

describe('English as docs/PRODUCT.md writes it', () => {
  const product = readFileSync('docs/PRODUCT.md', 'utf8').replace(/\s+/g, ' ');
  const english = Object.assign({}, ...CATALOG_AREAS.map((area) => read('en', area))) as Record<string, string>;
  it.each(Object.entries(PRODUCT_TEXTS))('%s reads "%s"', (id, text) => {
    expect(english[id]).toBe(text);
    expect(product).toContain(text);
  });
});
