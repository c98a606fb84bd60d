import { access } from 'node:fs/promises';
import { join } from 'node:path';

import type { Hono } from 'hono';

import { PAGE_RENDER_ENTRY } from '../../src/contract/pageRender';
import type { Logger } from '../http/logger';

/**
 * Renders the home page once, in the background, right after the server starts listening. The
 * render bundle is imported on first use (pageRenderer.ts), which takes over a second on a small
 * machine: without this the first visitor would wait for it. The render also fills the answer
 * cache with the lists the pages read, and the page cache with "/" for `origin`.
 *
 * It never delays nor fails the start: it is not awaited, and any failure is only logged (a
 * render failure is already logged by the renderer, which serves the plain shell). Without a
 * render bundle in the build there is nothing to warm, so nothing is asked (no 503 in the log).
 * The promise settles when done, so a shutdown can wait for it before closing the database.
 */
export async function warmUpPages(app: Hono, distDir: string, origin: string, logger: Logger): Promise<void> {
  try {
    await access(join(distDir, PAGE_RENDER_ENTRY));
  } catch {
    return;
  }
  try {
    const started = performance.now();
    const res = await app.request(new Request(`${origin}/`, { headers: { Accept: 'text/html' } }));
    await res.arrayBuffer();
    logger.info(`server render warmed up (GET / ${res.status}) in ${Math.round(performance.now() - started)} ms`);
  } catch (err) {
    logger.error('Warming up the server render failed; the first visitor will load it', err);
  }
}
