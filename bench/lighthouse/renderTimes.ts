// First: React's production build, as the server runs it (server/pages/productionReact.ts).
import '../../server/pages/productionReact';

import { createApp } from '../../server/app';
import { DEFAULT_GUARDS, UPLOADS_DIR } from '../../server/config';
import { openDb } from '../../server/db/connect';
import { PageCache } from '../../server/pages/pageCache';
import { DEFAULT_RESUME_MAX_BYTES } from '../../src/domain/resume';

export interface RenderFigures {
  label: string;
  /** Median of the renders, each with the rendered page cache emptied first (API answers stay cached). */
  renderMs: number;
  htmlBytes: number;
  htmlBrotliBytes: number;
  status: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Each page rendered by the server's own app in this process, on the same SQLite file and build the
 * measured server uses: one render of each to warm the API answers and the page code, then `renders`
 * rounds over the pages, each render after emptying the page cache (pageCache.ts), which a running
 * server keeps for the next visitor. What it times is what a visitor waits for when the page is not kept: a data change
 * emptied the cache, or a query string nobody asked for yet.
 */
export async function measureRenders(
  distDir: string,
  dataDir: string,
  pages: readonly { label: string; path: string }[],
  renders: number,
): Promise<RenderFigures[]> {
  const db = openDb({ kind: 'sqlite', dataDir });
  const cache = new PageCache();
  const app = createApp({
    db,
    resumeMaxBytes: DEFAULT_RESUME_MAX_BYTES,
    distDir,
    uploadsDir: UPLOADS_DIR,
    pages: cache,
    guards: DEFAULT_GUARDS,
  });
  const html = { Accept: 'text/html' };
  const urls = pages.map((page) => `http://127.0.0.1${page.path}`);
  const times = pages.map((): number[] => []);
  const last = pages.map(() => ({ htmlBytes: 0, status: 0 }));
  try {
    for (const url of urls) await (await app.request(url, { headers: html })).arrayBuffer();
    // Round by round over the pages, as the Lighthouse runs go: the first renders of a fresh process
    // (its code not yet optimised) are spread over every page instead of all landing on the first.
    for (let i = 0; i < renders; i++) {
      for (const [index, url] of urls.entries()) {
        cache.clear();
        const started = performance.now();
        const res = await app.request(url, { headers: html });
        const body = await res.arrayBuffer();
        times[index]?.push(performance.now() - started);
        last[index] = { htmlBytes: body.byteLength, status: res.status };
      }
    }
    const figures: RenderFigures[] = [];
    for (const [index, page] of pages.entries()) {
      const url = urls[index] ?? '';
      // The page rendered last is kept (a 200), so this answer is its prepared brotli copy as sent.
      cache.clear();
      await (await app.request(url, { headers: html })).arrayBuffer();
      const br = await app.request(url, { headers: { ...html, 'Accept-Encoding': 'br' } });
      const brBytes = (await br.arrayBuffer()).byteLength;
      figures.push({
        label: page.label,
        renderMs: median(times[index] ?? []),
        htmlBytes: last[index]?.htmlBytes ?? Number.NaN,
        htmlBrotliBytes: br.headers.get('content-encoding') === 'br' ? brBytes : Number.NaN,
        status: last[index]?.status ?? 0,
      });
    }
    return figures;
  } finally {
    await db.close();
  }
}

const kb = (bytes: number) => (Number.isNaN(bytes) ? '-' : `${(bytes / 1024).toFixed(1)} KB`);

/** The figures as a Markdown table. */
export function printRenderTable(rows: readonly RenderFigures[], renders: number): void {
  console.log(`\nServer render without the page cache (median of ${renders} renders), HTML as sent\n`);
  console.log('| page | status | render | HTML | HTML brotli |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.status} | ${row.renderMs.toFixed(1)} ms | ${kb(row.htmlBytes)} | ${kb(row.htmlBrotliBytes)} |`,
    );
  }
}
