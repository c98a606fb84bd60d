/**
 * The message catalogues (docs/LANGUAGES.md): one JSON file per language and area, in Lingui's
 * "minimal" format (id to ICU message), compiled into Lingui's message form when bundled
 * (scripts/compiledCatalogs.ts). An area is a set of texts that load together:
 * - shell: what every page may show: the header, navigation, footer, page titles, error screen,
 *   the shared components' words and the connection strip;
 * - one area per kind of page (home, jobs, companies, articles, about, contact, personal, lab):
 *   the page table (src/app/pages.ts) names the areas each page draws;
 * - forms: the enquiry and application forms and their results, loaded with the forms' code;
 * - outbox: the waiting submissions' badge, panel and delivery notices, loaded with their code.
 * Every area of a language is a chunk of its own (catalogs.ts), so a page loads only its
 * language's texts: a server-rendered page carries its areas in its data block, and a page reached
 * inside the app loads its areas with its code (pageTexts.ts). The pages' meta descriptions are an
 * area that only the server reads (headCatalogs.ts).
 */
export const CATALOG_AREAS = [
  'shell',
  'home',
  'jobs',
  'companies',
  'articles',
  'about',
  'contact',
  'personal',
  'lab',
  'forms',
  'outbox',
] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

/** The area every page carries: what the layout and the shared parts show. */
export const PAGE_AREAS: readonly CatalogArea[] = ['shell'];

export function isCatalogArea(value: unknown): value is CatalogArea {
  return typeof value === 'string' && (CATALOG_AREAS as readonly string[]).includes(value);
}
