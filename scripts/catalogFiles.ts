import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

import { compileCatalog } from './compiledCatalogs';

const VIRTUAL_ID = 'virtual:catalog-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const CATALOGS = join('src', 'i18n', 'catalogs');
/** The server render's own area: never a file the browser fetches. */
const SERVER_ONLY = 'head.json';

interface CatalogFile {
  /** Under the build's output folder, named by its content: `assets/texts-ta-shell-<hash>.json`. */
  fileName: string;
  source: string;
}

/** Each catalogue compiled, keyed `<language>/<area>`, with the file name its content gives it. */
function catalogFilesIn(root: string): Map<string, CatalogFile> {
  const files = new Map<string, CatalogFile>();
  const folder = join(root, CATALOGS);
  for (const language of readdirSync(folder).sort()) {
    for (const file of readdirSync(join(folder, language)).sort()) {
      if (!file.endsWith('.json') || file === SERVER_ONLY) continue;
      const area = file.slice(0, -'.json'.length);
      const source = JSON.stringify(compileCatalog(JSON.parse(readFileSync(join(folder, language, file), 'utf8')) as unknown));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
      files.set(`${language}/${area}`, { fileName: `assets/texts-${language}-${area}-${hash}.json`, source });
    }
  }
  return files;
}

/**
 * The catalogues as files of their own for the browser: each language's areas compiled (as
 * compiledCatalogs does for the server render) into `assets/texts-<language>-<area>-<hash>.json`,
 * named by their content, so a browser and the worker keep each for good and a new build's texts
 * never meet an old build's code. `virtual:catalog-files` maps `<language>/<area>` to its address
 * for the page's code and the server render (which names the page's files in its data block and
 * asks the browser to fetch them early). The browser build writes the files; the server render's
 * build and the tests only read the map; the dev server answers them from memory.
 */
export function catalogFiles(): Plugin {
  let root = process.cwd();
  let writesFiles = false;
  let files: Map<string, CatalogFile> | undefined;
  const current = () => (files ??= catalogFilesIn(root));
  return {
    name: 'srjobs-catalog-files',
    configResolved(config) {
      root = config.root;
      writesFiles = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      for (const key of current().keys()) this.addWatchFile(join(root, CATALOGS, `${key}.json`));
      const urls = Object.fromEntries([...current()].map(([key, file]) => [key, `/${file.fileName}`]));
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (!writesFiles) return;
      for (const file of current().values()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    configureServer(server) {
      // A catalogue edited while `npm run dev` runs: the next page load reads the new texts.
      server.watcher.on('change', (path) => {
        if (path.includes(CATALOGS)) files = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const file = [...current().values()].find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(file.source);
      });
    },
  };
}
