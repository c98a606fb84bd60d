import { describe, expect, it } from 'vitest';

import { demoSeedDataOn } from '../../server/seed/seed';
import { uploadUrl } from '../../src/contract/paths';
import { routes } from '../../src/domain/routes';
import { sourceRenderForThisBlock } from './support/sourceRender';
import { testAppForThisBlock } from './support/testApp';

/**
 * docs/PRODUCT.md "Share": the link a Share button passes on (a detail page's ?id= address) opens
 * a page whose server-rendered head carries the Open Graph tags a link preview reads, the item's
 * own, with og:url its canonical address. Rendered by the real server render from source (as
 * pageSize.test.ts does), over the demo data with one job whose applications have closed.
 */
const ORIGIN = 'https://jobs.example.in';

// Seeded today, as a server seeds an empty database: its jobs are open now, the added one is not.
const demo = demoSeedDataOn(new Date());
const closedJob = {
  ...demo.jobs[0],
  title: 'Night Shift Welder',
  startDate: '2025-01-06',
  endDate: '2025-02-28',
} as (typeof demo.jobs)[number];
const seed = { ...demo, jobs: [...demo.jobs, closedJob] };

/** The content of the head's one meta tag of `key` (property or name), unescaped. */
function meta(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const found = [...head.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))];
  expect(found.length, `one ${key} tag`).toBe(1);
  return found[0]?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe('the Open Graph tags of the pages a Share button links to', () => {
  const t = testAppForThisBlock({ seed });
  const htmlOf = sourceRenderForThisBlock(t, ORIGIN);

  it.each([
    ['job', routes.jobDetails, demo.jobs[3]?.title, demo.jobs[3]?.image, demo.jobs[3]?.companyName, 4],
    ['company', routes.companyDetails, demo.companies[2]?.name, demo.companies[2]?.image, demo.companies[2]?.mainHeading, 3],
    ['article', routes.articleDetails, demo.articles[1]?.title, demo.articles[1]?.image, demo.articles[1]?.mainHeading, 2],
  ])(
    'a %s page: og:url is its canonical ?id= address, og:title, og:description and og:image its own',
    async (_, path, title, image, described, id) => {
      // A shared link may come back with more in its query (a tracking tag): the preview still names the canonical address.
      const html = await htmlOf(`${path}?id=${id}&utm_source=whatsapp`);
      expect(meta(html, 'og:url')).toBe(`${ORIGIN}${path}?id=${id}`);
      expect(meta(html, 'og:title')).toBe(`${title} | Sr Technologies Jobs`);
      expect(meta(html, 'og:description')).toContain(described);
      expect(meta(html, 'og:image')).toBe(`${ORIGIN}${uploadUrl(image ?? '')}`);
      expect(meta(html, 'og:type')).toBe('website');
      expect(html).toContain('>Share</');
    },
  );

  it('a job whose end date has passed says so beside Apply Now, in the HTML itself; an open one does not', async () => {
    const closed = await htmlOf(`${routes.jobDetails}?id=${seed.jobs.length}`);
    expect(closed).toContain('Applications closed on 28 February 2025');
    expect(closed).toContain('Apply Now');
    // The page's markup, without its data block (which carries the page's texts, this one's too).
    const open = (await htmlOf(`${routes.jobDetails}?id=1`)).replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
    expect(open).not.toContain('Applications closed');
  });
});
