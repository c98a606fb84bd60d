import { afterAll, describe, expect, it } from 'vitest';

import { routes } from '../../src/domain/routes';
import { GENEROUS_GUARDS } from './support/guards';
import { renderBuild } from './support/renderBuild';
import type { TestServer } from './support/server';
import { testServerForThisBlock } from './support/server';

/**
 * A render bundle that writes the address it was handed as the page's og:url, as the real render
 * does (src/app/ssr/pageHead.ts takes og:url and canonical from the request's URL; shareLinks.test.ts
 * shows that): what matters here is which address the server hands it.
 */
const ADDRESS_BUNDLE = `
export async function render({ request, shell }) {
  return { status: 200, html: shell.replace('</head>', '<meta property="og:url" content="' + request.url + '"></head>') };
}
`;

const ogUrl = (html: string): string | undefined => /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1];

async function get(s: TestServer, path: string, proto?: string): Promise<string> {
  await s.server.prepared;
  const res = await fetch(`${s.server.url}${path}`, {
    headers: { Accept: 'text/html', ...(proto === undefined ? {} : { 'X-Forwarded-Proto': proto }) },
  });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The site's links name `scheme` (robots.txt, every sitemap entry, a rendered page's og:url). */
async function expectLinks(s: TestServer, proto: string | undefined, scheme: 'http' | 'https'): Promise<void> {
  const origin = `${scheme}://${new URL(s.server.url).host}`;
  expect(await get(s, '/robots.txt', proto)).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
  const locs = [...(await get(s, '/sitemap.xml', proto)).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(locs.length).toBeGreaterThan(5);
  expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
  expect(ogUrl(await get(s, `${routes.findJobs}?q=engineer`, proto))).toBe(`${origin}${routes.findJobs}?q=engineer`);
}

describe('links behind a trusted TLS proxy', () => {
  const dist = renderBuild(ADDRESS_BUNDLE);
  const s = testServerForThisBlock({ distDir: dist.dir, guards: { ...GENEROUS_GUARDS, trustedProxies: ['127.0.0.1'] } });
  afterAll(() => dist.remove());

  it('use https when the proxy says the visitor came over HTTPS', async () => {
    await expectLinks(s, 'https', 'https');
    await expectLinks(s, 'HTTPS', 'https');
  });

  it('use http when it says http or nothing, though the https copies are kept (each scheme is kept apart)', async () => {
    await expectLinks(s, 'https', 'https');
    await expectLinks(s, undefined, 'http');
    await expectLinks(s, 'http', 'http');
  });

  it('believe only the value the proxy itself wrote (the last), not one the client put before it', async () => {
    await expectLinks(s, 'https, http', 'http');
    await expectLinks(s, 'http, https', 'https');
  });
});

describe('links when the peer is not a trusted proxy', () => {
  const dist = renderBuild(ADDRESS_BUNDLE);
  const s = testServerForThisBlock({ distDir: dist.dir, guards: { ...GENEROUS_GUARDS, trustedProxies: [] } });
  afterAll(() => dist.remove());

  it('ignore X-Forwarded-Proto: anyone could send it', async () => {
    await expectLinks(s, 'https', 'http');
  });
});
