import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogues under src/i18n/catalogs/<language>/<area>.json. */
const CATALOG = /[\\/]src[\\/]i18n[\\/]catalogs[\\/][a-z]{2}[\\/][\w-]+\.json$/;

/**
 * Compiles a catalogue's ICU messages ("Showing {shown} of {total}") into Lingui's compiled form
 * (["Showing ", ["shown"], " of ", ["total"]]) as it is bundled, so the page needs no message
 * parser: Lingui's production build leaves its compiler out and expects compiled messages. Runs
 * before Vite's JSON plugin, which then makes the module.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'srjobs-compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as unknown)), map: null };
    },
  };
}

/** A catalogue's messages compiled; anything but an object of strings is refused with its reason. */
export function compileCatalog(catalog: unknown): Record<string, ReturnType<typeof compileMessage>> {
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog))
    throw new Error('A catalogue is a JSON object of id to message');
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`The message ${id} is not a string`);
      return [id, compileMessage(message)];
    }),
  );
}
