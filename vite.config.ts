import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { catalogFiles } from './scripts/catalogFiles';
import { chunkGroups } from './scripts/chunkGroups';
import { compiledCatalogs } from './scripts/compiledCatalogs';
import { moduleChunks } from './scripts/moduleChunks';
import { keepPreviousAssets } from './scripts/previousAssets';
import { BOOT_SCRIPT_ATTRIBUTE } from './src/app/boot/bootContract';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/domain/languages';
import { appManifest, appManifestFile } from './src/i18n/appManifests';

/**
 * Writes the web app manifest of each language but English, whose manifest vite-plugin-pwa writes
 * (and links in index.html); each page links its language's (docs/OFFLINE.md, "Installing").
 */
function languageManifests(): Plugin {
  return {
    name: 'srjobs-language-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of LANGUAGES) {
        if (language === DEFAULT_LANGUAGE) continue;
        this.emitFile({ type: 'asset', fileName: appManifestFile(language), source: JSON.stringify(appManifest(language)) });
      }
    },
  };
}

/**
 * Puts the boot script (src/app/boot/boot.ts, an entry of its own) in index.html. On a
 * server-rendered page it starts the app after the first paint (src/app/ssr/deferAppScript.ts);
 * on the plain shell it does nothing and the shell's own entry script runs as usual.
 */
function bootScript(): Plugin {
  return {
    name: 'srjobs-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!boot) throw new Error('The build has no boot chunk (src/app/boot/boot.ts)');
        return [
          { tag: 'script', attrs: { type: 'module', src: `/${boot.fileName}`, [BOOT_SCRIPT_ATTRIBUTE]: true }, injectTo: 'head' },
        ];
      },
    },
  };
}

// The app's API base URL is fixed at build time (VITE_API_BASE_URL); empty means same origin,
// which is how `npm start` serves it.
export default defineConfig({
  plugins: [
    react(),
    bootScript(),
    // A page opened before a deploy still finds its build's chunks after it.
    keepPreviousAssets(),
    // The message catalogues in Lingui's compiled form: no message parser in the page; the browser
    // fetches them as files of their own (cached for good, precached by the worker).
    compiledCatalogs(),
    catalogFiles(),
    languageManifests(),
    moduleChunks(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/features/offline/serviceWorker.ts through workbox-window (update notice).
      injectRegister: false,
      // The English manifest (the PNGs under public/icons and public/screenshots: scripts/pwa-images.ts).
      manifest: appManifest(DEFAULT_LANGUAGE),
      // The manifest's icons are precached by the glob below; the plugin need not add them again.
      includeManifestIcons: false,
      injectManifest: {
        // The shell, every route's lazy chunk and every language's texts, so every page renders
        // offline in every language (docs/OFFLINE.md, docs/LANGUAGES.md).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,txt}', 'assets/texts-*.json'],
        // Screenshots are only for the install dialog: not worth a phone's storage. The staff
        // console (src/features/staff/StaffConsole.tsx) needs the network and is kept off devices.
        globIgnores: ['**/node_modules/**', 'screenshots/**', '**/*.map', 'assets/StaffConsole-*'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: {
      input: { index: 'index.html', boot: 'src/app/boot/boot.ts' },
      // Imported constants are written where they are used: the boot script shares its few
      // strings with the app without a chunk of their own (an extra request), and the app's
      // small constant modules do not become chunks either.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          // A few coarse chunks instead of one per set of lazily loaded modules: the entry, the
          // code the pages share, a chunk per page, the idle parts, what a tap opens
          // (scripts/chunkGroups.ts; docs/decisions/0014-coarse-chunks.md).
          groups: chunkGroups,
        },
      },
    },
    // Maps are written (to read a stack trace from the field) but not referenced from the bundles,
    // and server/pages/builtFiles.ts never serves *.map: the whole source stays off the public site.
    sourcemap: 'hidden',
    // .vite/manifest.json (a dot folder: never served) tells the server which CSS files each
    // server-rendered page links (server/pages/pageAssets.ts).
    manifest: true,
  },
  // `npm run dev` (scripts/dev.ts) runs the API server beside Vite on API_PORT (default 8080).
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? '8080'}`,
      '/uploads': `http://localhost:${process.env.API_PORT ?? '8080'}`,
    },
  },
});
