import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../../../src/domain/languages';
import { manifestPath } from '../../../src/domain/manifestPaths';
import { appManifest, appManifestFile } from '../../../src/i18n/appManifests';

describe("each language's web app manifest", () => {
  it('names its language and opens at its home page, as an app of its own', () => {
    expect(
      LANGUAGES.map((language) => [appManifest(language).lang, appManifest(language).start_url, appManifest(language).id]),
    ).toEqual([
      ['en-IN', '/', '/'],
      ['ta-IN', '/ta', '/ta'],
      ['hi-IN', '/hi', '/hi'],
    ]);
  });

  it("speaks its language: the description and the shortcuts' names are its own, the shortcuts open its pages", () => {
    const [en, ta, hi] = LANGUAGES.map(appManifest);
    expect(en?.description).toMatch(/^Sr Technologies Jobs: recruitment/);
    expect(ta?.description).toMatch(/சென்னையில்/);
    expect(hi?.description).toMatch(/चेन्नई/);
    expect(ta?.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['வேலை தேடுங்கள்', '/ta/find-jobs'],
      ['நிறுவனங்கள்', '/ta/employers-list'],
    ]);
    expect(hi?.screenshots.map((shot) => shot.label).every((label) => /[\u0900-\u097F]/.test(label))).toBe(true);
  });

  it('holds no ICU syntax left unread (its words are taken from the catalogues as they are written)', () => {
    const strings: string[] = [];
    for (const language of LANGUAGES)
      JSON.stringify(appManifest(language), (_key, value: unknown) => (typeof value === 'string' && strings.push(value), value));
    expect(strings.filter((value) => /[{}]/.test(value))).toEqual([]);
  });

  it('is written where every page of the language links it', () => {
    expect(LANGUAGES.map((language) => `/${appManifestFile(language)}`)).toEqual(LANGUAGES.map(manifestPath));
  });
});
