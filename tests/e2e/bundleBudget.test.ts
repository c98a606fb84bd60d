import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, inject, test } from 'vitest';

import { readPageAssets } from '../../server/pages/pageAssets';
import { APP_PRELOADS_ATTRIBUTE, APP_SCRIPTS_ATTRIBUTE, MODULE_CHUNKS_FILE } from '../../src/contract/pageRender';
import { FIRST_PAGE_JS_BUDGET_BYTES } from './bundle/budget';
import { firstPageScripts } from './bundle/firstPageScripts';

/**
 * Each route of docs/PRODUCT.md §2 by the lazily loaded chunks it draws (src/app/router.tsx), named
 * as scripts/chunkGroups.ts names a page's chunk.
 */
const FIRST_PAGES: Record<string, readonly string[]> = {
  '/ and /home': ['page-HomePage'],
  '/find-jobs': ['page-FindJobsPage'],
  '/find-filtered-jobs': ['page-FindFilteredJobsPage'],
  '/about-us': ['page-AboutPage'],
  '/employers-list': ['page-CompanyListPage'],
  '/blogs-list': ['page-ArticleListPage'],
  '/our-contact': ['page-ContactPage'],
  '/showjobdetails': ['page-ApplicationProvider', 'page-JobDetailsPage'],
  '/showcompanydetails': ['page-CompanyDetailsPage'],
  '/showblogdetails': ['page-ArticleDetailsPage'],
  '/saved-jobs': ['page-SavedJobsPage'],
  '/my-applications': ['page-MyApplicationsPage'],
};

/**
 * The most script files a first page loads before its first screen: the boot script, the entry,
 * the code the pages share and the route's own chunk (two for a job: its page and the application
 * form's provider). What the page draws once idle comes after, in one more (`parts`).
 */
const FIRST_PAGE_SCRIPTS = 5;

// The JavaScript a first visit to any route loads, brotli-compressed, stays within the
// budget. Read from the build the browser tests serve (not a timing: a byte count of files).
test.each(Object.entries(FIRST_PAGES))(
  'a first visit to %s loads no more JavaScript than the budget allows',
  (_route, chunks) => {
    const scripts = firstPageScripts(inject('distDir'), chunks);
    const total = scripts.reduce((sum, chunk) => sum + chunk.brotli, 0);
    const largest = [...scripts]
      .sort((a, b) => b.brotli - a.brotli)
      .slice(0, 8)
      .map((chunk) => `  ${(chunk.brotli / 1024).toFixed(1).padStart(6)} KiB  ${chunk.file}`)
      .join('\n');
    const report = `First page JavaScript: ${(total / 1024).toFixed(1)} KiB brotli in ${scripts.length} files (budget ${(FIRST_PAGE_JS_BUDGET_BYTES / 1024).toFixed(1)} KiB); largest:\n${largest}`;
    console.log(report);
    expect(total, report).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET_BYTES);
    expect(scripts.length, report).toBeLessThanOrEqual(FIRST_PAGE_SCRIPTS);
    // The idle parts and what a tap opens come after the first screen, each in one request.
    expect(scripts.map((chunk) => chunk.file).filter((file) => /^(parts|taps|StaffConsole)-/.test(file))).toEqual([]);
  },
);

// A server-rendered page's code is fetched beside the app's scripts (its boot script imports those
// and preloads the rest: server/pages/pageAssets.ts), not after the entry has run and asked for it:
// a round trip less on a slow connection. Checked against the chunks the budget counts, in the
// real server's pages.
test.each(Object.entries(FIRST_PAGES))(
  "the boot script of %s imports or preloads every chunk of its first page with the app's scripts",
  async (route, chunks) => {
    const path = route.startsWith('/show') ? `${route}?id=1` : (route.split(' ')[0] ?? route);
    const res = await fetch(`${inject('baseURL')}${path}`, { headers: { Accept: 'text/html' } });
    expect(res.status, path).toBe(200);
    const html = await res.text();
    const listed = (attribute: string) => new RegExp(`${attribute}="([^"]*)"`).exec(html)?.[1]?.split(' ') ?? [];
    const scripts = listed(APP_SCRIPTS_ATTRIBUTE);
    expect(scripts.at(-1), 'the entry is the last of the app scripts').toMatch(/\/index-/);
    const told = [...scripts, ...listed(APP_PRELOADS_ATTRIBUTE)];
    // The boot script is the page's script tag.
    const needed = firstPageScripts(inject('distDir'), chunks)
      .map((chunk) => `/assets/${chunk.file}`)
      .filter((file) => !/\/boot-/.test(file));
    expect(
      needed.filter((file) => !/\/(index|react|rolldown-runtime)-/.test(file)).length,
      'the page has chunks of its own',
    ).toBeGreaterThan(0);
    expect(needed.filter((file) => !told.includes(file))).toEqual([]);
  },
);

// What stays out of the first page: each loads when it is needed. Matched against the
// modules in the first page's chunks (their source maps), whatever chunk Rolldown puts them in.
const LOADED_WHEN_NEEDED = [
  'src/features/enquiry/EnquiryModal.tsx',
  'src/features/apply/ApplicationModal.tsx',
  'src/outbox/page/OutboxPanel.tsx',
  'src/outbox/shared/deliverOutbox.ts',
  'node_modules/@mantine/notifications/',
  'node_modules/@mantine/form/',
  'node_modules/zod/',
  'node_modules/workbox-window/',
  'node_modules/@floating-ui/',
  'node_modules/idb/',
  // Never loaded: the theme's CSS variables come from a stylesheet (src/app/LightMantineProvider.tsx).
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs',
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/default-css-variables-resolver.mjs',
];

test.each(Object.entries(FIRST_PAGES))(
  "the forms, modals, notices, zod, the outbox, workbox-window and Mantine's CSS-variable code are not part of %s",
  (_route, chunks) => {
    const modules = firstPageScripts(inject('distDir'), chunks).flatMap((chunk) => chunk.sources);
    expect(modules.length, 'the source maps list the bundled modules').toBeGreaterThan(100);
    for (const lazy of LOADED_WHEN_NEEDED) {
      expect(
        modules.filter((module) => module.includes(lazy)),
        `${lazy} loads when needed`,
      ).toEqual([]);
    }
  },
);

// The server links the CSS of the page it renders, not that of the page's deferred parts
// (src/components/deferredPart.tsx), which it renders too: a part must style itself with CSS its
// page brings, or its server-rendered HTML would show unstyled until its code arrived.
const DEFERRED_PARTS: Record<string, readonly string[]> = {
  'src/features/home/HomeSections.tsx': ['src/features/home/HomePage.tsx'],
  'src/features/jobs/JobList.tsx': ['src/features/jobs/FindJobsPage.tsx', 'src/features/jobs/FindFilteredJobsPage.tsx'],
  'src/features/companies/CompanyJobs.tsx': ['src/features/companies/CompanyDetailsPage.tsx'],
};

test.each(Object.entries(DEFERRED_PARTS))('%s needs no stylesheet its pages do not link', (part, pages) => {
  const chunks: unknown = JSON.parse(readFileSync(join(inject('distDir'), MODULE_CHUNKS_FILE), 'utf8'));
  expect(chunks, 'the build says where the part went').toHaveProperty([part]);
  const assets = readPageAssets(inject('distDir'));
  for (const page of pages) {
    const linked = assets([page]).styles;
    expect(linked.length, `${page} links its CSS`).toBeGreaterThan(0);
    expect(
      assets([part]).styles.filter((sheet) => !linked.includes(sheet)),
      `${part} on ${page}`,
    ).toEqual([]);
  }
});
