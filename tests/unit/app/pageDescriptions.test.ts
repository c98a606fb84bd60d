import { expect, it } from 'vitest';

import { notFoundPage, pages } from '../../../src/app/pages';
import { CATALOG_AREAS, PAGE_AREAS } from '../../../src/i18n/catalogAreas';
import { testI18n } from '../texts';

it('describes every page in its server-rendered head, in each language', () => {
  for (const language of ['en', 'ta', 'hi'] as const) {
    const i18n = testI18n(language);
    for (const page of [...pages, notFoundPage]) {
      // A message of the head area, so a text (not its id) in every language.
      expect(page.description, page.title).toMatch(/^head\./);
      expect(i18n._(page.description), `${language} ${page.description}`).not.toBe(page.description);
    }
  }
});

it("leaves the descriptions out of the browser, which only the server's head reads", () => {
  // The head area is no area the browser loads or a page carries (src/i18n/headCatalogs.ts).
  expect([...CATALOG_AREAS, ...PAGE_AREAS]).not.toContain('head');
});
