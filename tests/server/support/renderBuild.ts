import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PAGE_RENDER_ENTRY } from '../../../src/contract/pageRender';
import { apiPaths } from '../../../src/contract/paths';
import { tempDir } from './files';

/** The fake build's index.html: the shell pages are rendered into. */
export const RENDER_SHELL = '<!doctype html><html><head><title>Sr Technologies Jobs</title></head><body><div id="root"></div></body></html>';

/**
 * A fake render bundle. 404 for /missing; throws for /broken; for /unreadable, a read that fails
 * (as a list the API could not answer, which the real render leaves out) and a 200 page. Any other
 * page holds the jobs API's first job's name, the number of jobs, the query string, the Cookie
 * header the render saw, and how many renders this bundle has made so far (`renderCountOf`).
 */
export const RENDER_BUNDLE = `
let renders = 0;
export async function render({ request, shell, fetch }) {
  renders += 1;
  const url = new URL(request.url);
  const mark = '<meta name="renders" content="' + renders + '">';
  const page = (status, root) => ({ status, html: shell.replace('</head>', mark + '</head>').replace('<div id="root"></div>', '<div id="root">' + root + '</div>') });
  if (url.pathname === '/broken') throw new Error('render failed on purpose');
  if (url.pathname === '/missing') return page(404, 'Not here');
  if (url.pathname === '/unreadable') {
    await fetch('http://127.0.0.1:1/').catch(() => undefined);
    return page(200, 'Without the list');
  }
  const jobs = await (await fetch(${JSON.stringify(apiPaths.jobs)}, { headers: { Accept: 'application/json' } })).json();
  const details = '<p id="jobs">' + jobs.length + ' jobs</p><p id="search">' + url.search + '</p><p id="cookie">' + (request.headers.get('cookie') ?? '') + '</p>';
  return page(200, jobs[0].jobname + '</div>' + details + '<div>');
}
`;

/** How many renders the fake bundle had made when it rendered this page. */
export function renderCountOf(html: string): number {
  const match = /<meta name="renders" content="(\d+)">/.exec(html);
  if (!match?.[1]) throw new Error(`no render count in ${html}`);
  return Number(match[1]);
}

/** A temporary build: RENDER_SHELL, one lazily loaded page's CSS and, unless null, a render bundle. */
export function renderBuild(bundle: string | null = RENDER_BUNDLE): { dir: string; remove: () => void } {
  const dist = tempDir('ssr-dist');
  writeFileSync(join(dist.dir, 'index.html'), RENDER_SHELL);
  mkdirSync(join(dist.dir, 'assets'));
  writeFileSync(join(dist.dir, 'assets', 'HomePage-AbC1.css'), '.hero{color:red}');
  if (bundle !== null) {
    mkdirSync(join(dist.dir, dirname(PAGE_RENDER_ENTRY)));
    writeFileSync(join(dist.dir, PAGE_RENDER_ENTRY), bundle);
  }
  return dist;
}
