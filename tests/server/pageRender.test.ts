import { describe, expect, it } from 'vitest';

import type { Logger } from '../../server/http/logger';
import { apiPaths } from '../../src/contract/paths';
import { removedAfterThisBlock } from './support/lifecycle';
import { RENDER_SHELL, renderBuild } from './support/renderBuild';
import { testAppForThisBlock } from './support/testApp';

/**
 * The server's side of the server render (server/pages/pageRenderer.ts): it loads the bundle from the
 * build, answers with the page and its status, lets the page read the API in-process, and serves
 * the plain shell when the render throws. The real bundle's pages are tested in tests/e2e/ssr.test.ts.
 */
const HTML = { Accept: 'text/html' };

describe('server-rendered pages', () => {
  const dist = removedAfterThisBlock(renderBuild());
  const errors: string[] = [];
  const logger: Logger = { info: () => undefined, error: (message) => void errors.push(message) };
  const t = testAppForThisBlock({ distDir: dist.dir, logger });

  it('answers a navigation with the rendered page, which read the API in-process', async () => {
    const jobs = (await (await t.request(apiPaths.jobs)).json()) as { jobname: string }[];
    const res = await t.request('/find-jobs', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(`<div id="root">${jobs[0]?.jobname}</div>`);
  });

  it("links its page's CSS and that of the chunks the page imports, so its HTML is styled before its code arrives; no other page's", async () => {
    const html = await (await t.request('/find-jobs', { headers: HTML })).text();
    const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(links.sort()).toEqual(['/assets/FindJobsPage-F1.css', '/assets/JobBoard-J1.css', '/assets/index-E1.css']);
    expect(html.indexOf('/assets/JobBoard-J1.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it("has the boot script preload its page's code and the chunks the page imports with the app's scripts; not those scripts, nor another page's", async () => {
    const html = await (await t.request('/find-jobs', { headers: HTML })).text();
    const preloads = /data-app-preloads="([^"]*)"/.exec(html)?.[1]?.split(' ');
    expect(preloads).toEqual(['/assets/router-C1.js', '/assets/FindJobsPage-F1.js', '/assets/JobBoard-J1.js']);
  });

  it("answers with the render's status: 404 for an unknown page, with the page", async () => {
    const res = await t.request('/missing', { headers: HTML });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">Not here</div>');
  });

  it('serves the plain shell, and logs why, when the render throws', async () => {
    const res = await t.request('/broken', { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(RENDER_SHELL);
    expect(errors.some((message) => message.includes('/broken'))).toBe(true);
  });

  it('serves index.html itself as the plain shell (what the service worker precaches)', async () => {
    const res = await t.request('/index.html');
    expect(await res.text()).toBe(RENDER_SHELL);
  });
});

describe('a build without the server render', () => {
  const dist = removedAfterThisBlock(renderBuild(null));
  const t = testAppForThisBlock({ distDir: dist.dir });

  it('serves the plain shell to navigations', async () => {
    const res = await t.request('/find-jobs', { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(RENDER_SHELL);
  });
});
