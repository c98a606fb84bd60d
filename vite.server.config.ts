import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { defineConfig, type Plugin } from 'vite';

import { RESUME_CHECK_WORKER_NAME } from './src/contract/serverBuild';

/** Where `npm run build` puts the compiled server; `npm run serve` runs its main.js. */
const OUT_DIR = 'dist-server';

/**
 * The demo images sit beside the server's code (server/config.ts finds them from its own
 * module's URL), so the compiled server gets its own copy beside main.js.
 */
function demoImagesBesideTheServer(): Plugin {
  let outDir = OUT_DIR;
  let root = '.';
  return {
    name: 'srjobs-server-uploads',
    apply: 'build',
    configResolved(config) {
      // --outDir on the command line (the tests build into a temporary folder) wins.
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    closeBundle() {
      rmSync(join(outDir, 'uploads'), { recursive: true, force: true });
      cpSync(join(root, 'server/uploads'), join(outDir, 'uploads'), { recursive: true });
    },
  };
}

/**
 * The server compiled for production: `vite build --config vite.server.config.ts` bundles
 * server/main.ts (with the shared src/contract and src/domain code) into dist-server/main.js,
 * so no TypeScript is compiled at run time. The packages stay in node_modules (Vite keeps them
 * external for Node), better-sqlite3's native module among them. The resume checks' worker thread
 * runs its own entry, built beside main.js (server/resumeChecks/workerEntry.ts finds it there);
 * code both use lands in chunks in the same folder, so each module's URL points into it.
 */
export default defineConfig({
  publicDir: false,
  plugins: [demoImagesBesideTheServer()],
  build: {
    ssr: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { main: 'server/main.ts', [RESUME_CHECK_WORKER_NAME]: 'server/resumeChecks/worker.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
