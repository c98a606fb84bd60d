import type { Messages } from '@lingui/core';

import type { Language } from '../domain/languages';

/**
 * The pages' meta descriptions (catalogs/<language>/head.json): only the server's head reads them,
 * so only the server render imports this module, and the browser's build has no file of them.
 */
const headFiles = import.meta.glob<Messages>('./catalogs/*/head.json', { import: 'default' });

export async function loadHeadCatalog(language: Language): Promise<Messages> {
  const load = headFiles[`./catalogs/${language}/head.json`];
  if (!load) throw new Error(`No head catalogue for ${language}`);
  return load();
}
