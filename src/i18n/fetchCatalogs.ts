import type { Messages } from './createI18n';

/** Fetches catalogue files (catalogFiles.ts) and merges their messages; a file that does not come is an error. */
export async function fetchCatalogs(urls: readonly string[]): Promise<Messages> {
  const loaded = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as Messages;
    }),
  );
  return Object.assign({}, ...loaded) as Messages;
}
