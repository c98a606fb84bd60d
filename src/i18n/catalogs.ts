import type { Messages } from '@lingui/core';

import type { Language } from '../domain/languages';
import type { CatalogArea } from './catalogAreas';

/**
 * Each catalogue, for the server render (the browser fetches them as files: catalogFiles.ts; the head
 * area is the server's own: headCatalogs.ts).
 */
const catalogFiles = import.meta.glob<Messages>(['./catalogs/*/*.json', '!./catalogs/*/head.json'], { import: 'default' });

/** The messages of `areas` in `language`, merged (ids are unique across areas). */
export async function loadCatalogs(language: Language, areas: readonly CatalogArea[]): Promise<Messages> {
  const loaded = await Promise.all(
    areas.map((area) => {
      const load = catalogFiles[`./catalogs/${language}/${area}.json`];
      if (!load) throw new Error(`No ${area} catalogue for ${language}`);
      return load();
    }),
  );
  return Object.assign({}, ...loaded) as Messages;
}
