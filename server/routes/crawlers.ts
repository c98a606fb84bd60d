import { Hono } from 'hono';

import { type Resource, RESOURCES } from '../../src/contract/resources';
import { detailLink, routes } from '../../src/domain/routes';
import type { Db } from '../db/connect';
import type { AnswerCache } from '../http/answerCache';
import { API_CACHE_CONTROL, prepareBody, sendPrepared } from '../http/preparedBody';
import { publicOrigin } from '../http/publicOrigin';
import { contentUpdateTimes } from '../repositories/contentWrites';

/** Where crawlers find every page (a sitemap of one file holds up to 50,000 URLs). */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** The detail page of each resource; its URL is the one the pages link to (detailLink). */
const DETAIL_ROUTES: Readonly<Record<Resource, string>> = {
  jobs: routes.jobDetails,
  companies: routes.companyDetails,
  articles: routes.articleDetails,
};

/**
 * The public pages besides the details, with the content each lists (its lastmod is that content's
 * newest write). /find-filtered-jobs is left out: it shows the home search's results, which a
 * crawler cannot ask for; the staff console is not public.
 */
const SITE_PAGES: readonly { path: string; lists: readonly Resource[] }[] = [
  { path: routes.home, lists: ['jobs', 'articles'] },
  { path: routes.findJobs, lists: ['jobs'] },
  { path: routes.employers, lists: ['companies'] },
  { path: routes.blogs, lists: ['articles'] },
  { path: routes.aboutUs, lists: [] },
  { path: routes.contact, lists: [] },
];

/** Hosts whose sitemap is kept: a site answers to one or two names, and each kept sitemap is ~0.5 MB at 5,000 jobs. */
const SITEMAPS_KEPT = 4;

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function urlEntry(loc: string, lastmod: string | undefined): string {
  return lastmod === undefined
    ? `<url><loc>${escapeXml(loc)}</loc></url>`
    : `<url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`;
}

async function sitemapXml(db: Db, origin: string): Promise<string> {
  const read = await Promise.all(
    RESOURCES.map(async (resource) => [resource, await contentUpdateTimes(db.kysely, resource)] as const),
  );
  const stampsByResource = new Map(read);
  const stampsOf = (resource: Resource) => stampsByResource.get(resource) ?? [];
  const newest = (lists: readonly Resource[]): string | undefined =>
    lists
      .flatMap((resource) => stampsOf(resource).map((s) => s.updatedAt))
      .reduce<string | undefined>((max, t) => (max === undefined || t > max ? t : max), undefined);
  const entries = [
    ...SITE_PAGES.map((page) => urlEntry(`${origin}${page.path}`, newest(page.lists))),
    ...RESOURCES.flatMap((resource) =>
      stampsOf(resource).map((s) => urlEntry(`${origin}${detailLink(DETAIL_ROUTES[resource], s.id).to}`, s.updatedAt)),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(origin: string): string {
  return [
    '# Sr Technologies Jobs: every public page may be indexed.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

/**
 * GET /sitemap.xml (the home, the list pages and every job, company and article with its last
 * write) and /robots.txt, which names it. The sitemaps protocol wants absolute URLs, so both are
 * made per origin; they are prepared (compressed, ETagged) and kept like the API's answers, and
 * emptied with them when content changes.
 */
export function crawlerRoutes(db: Db, cache: AnswerCache): Hono {
  const app = new Hono();
  const sitemaps = cache.bounded(SITEMAPS_KEPT);
  const text = (body: string, type: string) => prepareBody(new TextEncoder().encode(body), type);
  app.get(SITEMAP_PATH, async (c) => {
    const origin = publicOrigin(c); // as the rendered pages' og:url: the host the crawler reached, https behind a TLS proxy
    const body = await sitemaps(origin, async () => text(await sitemapXml(db, origin), 'application/xml; charset=UTF-8'));
    return sendPrepared(c, body ?? (await text('', 'application/xml; charset=UTF-8')), API_CACHE_CONTROL);
  });
  app.get(ROBOTS_PATH, async (c) => {
    const origin = publicOrigin(c); // as the rendered pages' og:url: the host the crawler reached, https behind a TLS proxy
    const body = await cache.getBounded(`${ROBOTS_PATH} ${origin}`, async () =>
      text(robotsTxt(origin), 'text/plain; charset=UTF-8'),
    );
    return sendPrepared(c, body ?? (await text('', 'text/plain; charset=UTF-8')), API_CACHE_CONTROL);
  });
  return app;
}
