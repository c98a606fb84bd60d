import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

import { batchedPreloads } from './scripts/batchedPreloads';
import { catalogFiles } from './scripts/catalogFiles';
import { compiledCatalogs } from './scripts/compiledCatalogs';
import { keepPreviousAssets } from './scripts/previousAssets';
import { stacklessReactSentinels } from './scripts/stacklessReactSentinels';
import { BOOT_SCRIPT_ATTRIBUTE } from './src/app/boot/bootContract';

/**
 * The web app manifest (installability: docs/OFFLINE.md). The PNGs under public/icons and
 * public/screenshots are made by scripts/pwa-images.ts. #1c5fb8 is the theme's brand blue.
 */
const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Sr Technologies Jobs',
  short_name: 'SR Jobs',
  description:
    'Jobs, employers and career news from Sr Technologies, a recruitment agency in Chennai. Browse and apply, even offline.',
  lang: 'en-IN',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1c5fb8',
  background_color: '#ffffff',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Find Jobs',
      short_name: 'Jobs',
      description: 'Browse and filter every open job',
      url: '/find-jobs',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Employers',
      short_name: 'Employers',
      description: 'Companies hiring through Sr Technologies',
      url: '/employers-list',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/find-jobs-narrow.png',
      sizes: '540x960',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Find Jobs on a phone',
    },
    {
      src: '/screenshots/find-jobs-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Find Jobs on a desktop',
    },
  ],
};

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
    // React's load-time sentinel errors without a stack: no re-parse of the entry under DevTools.
    stacklessReactSentinels(),
    // A lazily imported chunk's imports are preloaded a few links per task, as the boot script's are.
    batchedPreloads(),
    // The message catalogues in Lingui's compiled form: no message parser in the page; the browser
    // fetches them as files of their own (cached for good, precached by the worker).
    compiledCatalogs(),
    catalogFiles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/features/offline/serviceWorker.ts through workbox-window (update notice).
      injectRegister: false,
      manifest: webAppManifest,
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
          // Everything the app's entry loads before any page is one chunk (the entry itself).
          // Left to itself, Rolldown splits off each module a lazily loaded page shares with the
          // entry (React, TanStack Query, Mantine's Text...) into a small chunk of its own: a
          // dozen requests more, and some 7 KB more brotli, since each file is compressed alone.
          // The boot script stays apart: it must stay small and load nothing else. React, React
          // DOM and the scheduler are a chunk of their own, which the boot script links in a task
          // before the entry's (src/app/boot/importInTurn.ts): linking costs in proportion to size,
          // and the two together were one task of some 400 KB.
          groups: [
            { name: 'react', priority: 1, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'index', tags: ['$initial'], test: (id: string) => !id.includes('/src/app/boot/') },
          ],
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
