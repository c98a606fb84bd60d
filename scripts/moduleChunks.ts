import { relative } from 'node:path';

import type { Plugin } from 'vite';

import { MODULE_CHUNKS_FILE } from '../src/contract/pageRender';

/**
 * Writes MODULE_CHUNKS_FILE: for each module of src/, the chunk it went in. Vite's manifest names
 * only the chunks that a module begins (an entry, a lazily loaded module left alone); a module the
 * build grouped with others (scripts/chunkGroups.ts) is found through this instead.
 */
export function moduleChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'srjobs-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const module = relative(root, id);
          if (module.startsWith('src/')) chunks[module] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
