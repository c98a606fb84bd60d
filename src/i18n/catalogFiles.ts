import urls from 'virtual:catalog-files';

import type { Language } from '../domain/languages';
import type { CatalogArea } from './catalogAreas';
import type { Messages } from './createI18n';
import { fetchCatalogs } from './fetchCatalogs';

/**
 * Where the browser finds each area of each language's catalogue: a file of its own, compiled and
 * named by its content (scripts/catalogFiles.ts), fetched once and kept by the browser's cache
 * and the worker's precache. The server render names a page's files; the page's code loads more
 * areas with this map (pageTexts.ts).
 */
export function catalogFileUrls(language: Language, areas: readonly CatalogArea[]): string[] {
  return areas.map((area) => {
    const url = urls[`${language}/${area}`];
    if (!url) throw new Error(`No ${area} catalogue for ${language}`);
    return url;
  });
}

/** The messages of `areas` in `language`, merged (ids are unique across areas). */
export function loadCatalogFiles(language: Language, areas: readonly CatalogArea[]): Promise<Messages> {
  return fetchCatalogs(catalogFileUrls(language, areas));
}
