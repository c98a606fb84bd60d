import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { PAGE_RENDER_ENTRY } from '../../../src/contract/pageRender';
import { apiPaths } from '../../../src/contract/paths';
import { tempDir } from './files';

/** The fake build's index.html: the shell pages are rendered into. */
export const RENDER_SHELL =
  '<!doctype html><html><head><title>Sr Technologies Jobs</title><link rel="stylesheet" crossorigin href="/assets/index-E1.css"></head><body><div id="root"></div></body></html>';

/** The boot script's tag a real render puts in the page (src/app/ssr/deferAppScript.ts): the app's scripts, and the entry's imports to preload. */
export const BOOT_TAG =
  '<script type="module" src="/assets/boot-B1.js" data-app-scripts="/assets/runtime-R1.js /assets/index-E1.js" data-app-preloads="/assets/router-C1.js"></script>';

/**
 * A fake render bundle. 404 for /missing; throws for /broken; for /unreadable, a read that fails
 * (as a list the API could not answer, which the real render leaves out) and a 200 page. Any other
 * page holds the jobs API's first job's name, the number of jobs, the query string, the Cookie
 * header the render saw, the NODE_ENV it ran under (which picks React's build) and how many
 * renders this bundle has made so far (`renderCountOf`).
 */
export const RENDER_BUNDLE = `
let renders = 0;
export async function render({ request, shell, fetch }) {
  renders += 1;
  const url = new URL(request.url);
  const mark = '<meta name="renders" content="' + renders + '">';
  const page = (status, root) => ({
    status,
    html: shell
      .replace('</head>', mark + '</head>')
      .replace('<div id="root"></div>', '<div id="root">' + root + '</div>')
      .replace('</body>', ${JSON.stringify(`${BOOT_TAG}</body>`)}),
    modules: [${JSON.stringify('src/features/jobs/FindJobsPage.tsx')}],
  });
  if (url.pathname === '/broken') throw new Error('render failed on purpose');
  if (url.pathname === '/missing') return page(404, 'Not here');
  if (url.pathname === '/unreadable') {
    await fetch('http://127.0.0.1:1/').catch(() => undefined);
    return page(200, 'Without the list');
  }
  const jobs = await (await fetch(${JSON.stringify(apiPaths.jobs)}, { headers: { Accept: 'application/json' } })).json();
  const details = '<p id="jobs">' + jobs.length + ' jobs</p><p id="search">' + url.search + '</p><p id="cookie">' + (request.headers.get('cookie') ?? '') + '</p><p id="node-env">' + process.env.NODE_ENV + '</p>';
  return page(200, jobs[0].jobname + '</div>' + details + '<div>');
}
`;

/** How many renders the fake bundle had made when it rendered this page. */
export function renderCountOf(html: string): number {
  const match = /<meta name="renders" content="(\d+)">/.exec(html);
  if (!match?.[1]) throw new Error(`no render count in ${html}`);
  return Number(match[1]);
}

/**
 * Vite's manifest of the fake build: the page every render reports (FindJobsPage) has CSS of its
 * own and imports a chunk with CSS, which imports the entry (whose CSS the shell links already) and
 * the runtime chunk (which the boot script imports already); another page's CSS is in the build too.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', css: ['assets/index-E1.css'], isEntry: true, imports: ['_runtime-R1.js'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js', css: [] },
  'src/features/jobs/FindJobsPage.tsx': {
    file: 'assets/FindJobsPage-F1.js',
    css: ['assets/FindJobsPage-F1.css'],
    imports: ['_JobBoard-J1.js', 'index.html'],
  },
  '_JobBoard-J1.js': {
    file: 'assets/JobBoard-J1.js',
    css: ['assets/JobBoard-J1.css'],
    imports: ['index.html', '_runtime-R1.js'],
  },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-AbC1.js',
    css: ['assets/HomePage-AbC1.css'],
    imports: ['index.html'],
  },
};

/** A temporary build: RENDER_SHELL, Vite's manifest (MANIFEST), the pages' CSS and, unless null, a render bundle. */
export function renderBuild(bundle: string | null = RENDER_BUNDLE): { dir: string; remove: () => void } {
  const dist = tempDir('ssr-dist');
  writeFileSync(join(dist.dir, 'index.html'), RENDER_SHELL);
  mkdirSync(join(dist.dir, 'assets'));
  mkdirSync(join(dist.dir, '.vite'));
  writeFileSync(join(dist.dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const chunk of Object.values(MANIFEST))
    for (const css of chunk.css) writeFileSync(join(dist.dir, css), '.page{color:red}');
  if (bundle !== null) {
    mkdirSync(join(dist.dir, dirname(PAGE_RENDER_ENTRY)));
    writeFileSync(join(dist.dir, PAGE_RENDER_ENTRY), bundle);
  }
  return dist;
}
