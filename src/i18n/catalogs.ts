import type { Messages } from '@lingui/core';

import type { Language } from '../domain/languages';

/**
 * The message catalogues (docs/LANGUAGES.md): one JSON file per language and area, in Lingui's
 * "minimal" format (id to ICU message), compiled into Lingui's message form when bundled
 * (scripts/compiledCatalogs.ts). An area is a set of texts that load together:
 * - shell: the header, navigation, footer and page titles, on every page;
 * - head: the pages' meta descriptions, read by the server render only.
 * Every area of a language is a chunk of its own, so a page loads only its language's texts.
 */
export const CATALOG_AREAS = ['shell', 'head'] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

/** The areas a server-rendered page carries in its data block, so its first render needs no catalogue request. */
export const PAGE_AREAS: readonly CatalogArea[] = ['shell'];

// The browser's build leaves out the head area: it would only be a file in the worker's precache.
const catalogFiles = import.meta.env.SSR
  ? import.meta.glob<Messages>('./catalogs/*/*.json', { import: 'default' })
  : import.meta.glob<Messages>(['./catalogs/*/*.json', '!./catalogs/*/head.json'], { import: 'default' });

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
