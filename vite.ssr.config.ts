import { dirname, join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { catalogFiles } from './scripts/catalogFiles';
import { compiledCatalogs } from './scripts/compiledCatalogs';
import { PAGE_RENDER_ENTRY } from './src/contract/pageRender';

/**
 * The server render: `vite build --config vite.ssr.config.ts` (after the web app's build) bundles
 * src/app/ssr/entryServer.tsx for Node into dist/.ssr/, which the server loads at run time
 * (server/pages/pageRenderer.ts). Its own config, so none of the browser build's PWA work or public
 * files are repeated; the packages stay in node_modules (Vite keeps them external for Node).
 */
export default defineConfig({
  plugins: [react(), compiledCatalogs(), catalogFiles()],
  publicDir: false,
  build: {
    ssr: 'src/app/ssr/entryServer.tsx',
    outDir: join('dist', dirname(PAGE_RENDER_ENTRY)),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
