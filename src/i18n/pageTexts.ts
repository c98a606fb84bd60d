import type { Language } from '../domain/languages';
import type { CatalogArea } from './catalogAreas';
import type { I18n } from './createI18n';

/** The browser page's Lingui instance, its language and the areas it holds; none on the server. */
let page: { i18n: I18n; language: Language; areas: Set<CatalogArea> } | null = null;

/** The page's instance and the areas it already holds (its data block's, or those loaded at start). */
export function setPageTexts(i18n: I18n, language: Language, areas: readonly CatalogArea[]): void {
  page = { i18n, language, areas: new Set(areas) };
}

/** Areas on their way: parts that need the same area at once (the outbox's two notices) share one request. */
const arriving = new Map<CatalogArea, Promise<void>>();

/**
 * Loads `areas` of the page's language into its instance, those it does not hold yet: a page
 * reached inside the app, or a part drawn later, calls this with its code, before it draws. The
 * map of the catalogue's files is a chunk of its own, fetched with the first area the page lacks.
 * On the server there is nothing to do: each render's instance holds every area.
 */
export async function loadTexts(areas: readonly CatalogArea[]): Promise<void> {
  const current = page;
  if (!current) return;
  const missing = areas.filter((area) => !current.areas.has(area) && !arriving.has(area));
  if (missing.length > 0) {
    const load = (async () => {
      const { loadCatalogFiles } = await import('./catalogFiles');
      current.i18n.load(current.language, await loadCatalogFiles(current.language, missing));
      for (const area of missing) current.areas.add(area);
    })();
    for (const area of missing) arriving.set(area, load);
    // Settled either way: a failed area is asked for again by the next part that needs it.
    const settled = () => {
      for (const area of missing) if (arriving.get(area) === load) arriving.delete(area);
    };
    load.then(settled, settled);
  }
  await Promise.all(areas.map((area) => arriving.get(area)));
}
