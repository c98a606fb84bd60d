import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/api/content';
import { fetchedWhenSent, type PageData, pageSentAt, readPageData } from '../../../src/app/pageData';
import { type PageEntry, pages } from '../../../src/app/pages';
import { pageDocument } from '../../../src/app/ssr/pageDocument';
import { pageHead } from '../../../src/app/ssr/pageHead';
import { PAGE_SAVED_AT_ATTRIBUTE } from '../../../src/contract/pageRender';
import type { Job } from '../../../src/domain/entities';
import { testI18n } from '../texts';

/** A page of the page table, by name. */
function page(name: string): PageEntry {
  const found = pages.find((entry) => entry.name === name);
  if (!found) throw new Error(`No page ${name} in the page table`);
  return found;
}

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The site." />
    <title>Sr Technologies Jobs</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">
    <script type="module" src="/assets/boot-E5.js" data-boot></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const job: Job = {
  id: 7,
  image: 'logo one.svg',
  title: 'Welder </script><script>alert(1)</script>',
  companyName: 'Noyyal "Pumps" & Motors',
  location: 'Coimbatore',
  jobType: 'Full Time',
  experience: '2',
  salary: '3 LPA',
  startDate: '2025-01-01',
  endDate: '2025-02-01',
  mainHeading: 'Join us',
  mainDescription: 'x'.repeat(400),
  sections: [],
};

const data: PageData = { queries: { mutations: [], queries: [] } };

/** The employers page (no item of its own) rendered into `shell`. */
function employersDocument(shell: string): string {
  const head = pageHead(page('employers'), undefined, new URL('https://jobs.example.in/employers-list'), testI18n());
  return pageDocument(shell, head, '', data);
}

/** Page data holding one query, its state as it crosses the JSON. */
function withQuery(id: number, state: { status: 'success' | 'error'; data?: Job; error?: unknown }): PageData {
  const full = {
    dataUpdateCount: 1,
    dataUpdatedAt: 1,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    fetchStatus: 'idle',
    ...state,
  };
  const query = {
    queryKey: ['jobs', id],
    queryHash: `["jobs",${id}]`,
    state: JSON.parse(JSON.stringify(full)) as PageData['queries']['queries'][number]['state'],
    dehydratedAt: 1,
  };
  return { ...data, queries: { mutations: [], queries: [query] } };
}
const url = new URL('https://jobs.example.in/showjobdetails?id=7');

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the server-rendered document', () => {
  it('carries an item page head: escaped title, one description cut short, absolute Open Graph URLs', () => {
    const pageData = withQuery(7, { status: 'success', data: job });
    const doc = parse(pageDocument(SHELL, pageHead(page('jobDetails'), job, url, testI18n()), '<h1>Welder</h1>', pageData));
    expect(doc.title).toBe(`${job.title} | Sr Technologies Jobs`);
    const descriptions = doc.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    const description = descriptions[0]?.getAttribute('content') ?? '';
    expect(description.startsWith('Noyyal "Pumps" & Motors, Coimbatore. Join us.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(doc.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://jobs.example.in/uploads/logo%20one.svg',
    );
    expect(doc.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(url.href);
    expect(doc.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(doc.getElementById('root')?.innerHTML).toBe('<h1>Welder</h1>');
    // Nothing from the data became markup: the only scripts are the boot script and the data block, which reads back whole.
    expect([...doc.querySelectorAll('script')].map((s) => s.type)).toEqual(['module', 'application/json']);
    expect(readPageData(doc)?.queries.queries[0]?.state.data).toEqual(job);
  });

  it('a page without an item has its own title and the default picture', () => {
    const doc = parse(employersDocument(SHELL));
    expect(doc.title).toBe('Employers | Sr Technologies Jobs');
    expect(doc.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://jobs.example.in/icons/icon-512.png',
    );
  });

  it('the data block reads back as it was written, a 404 as the ApiError the pages test for', () => {
    const withError = withQuery(9, { status: 'error', error: new ApiError(404, 'The job was not found.') });
    const doc = parse(pageDocument(SHELL, pageHead(page('jobDetails'), undefined, url, testI18n()), '', withError));
    const read = readPageData(doc);
    const error = read?.queries.queries[0]?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it("starts no script before the first paint: the boot script loads the app's entry and its imports after it", () => {
    const doc = parse(employersDocument(SHELL));
    const modules = [...doc.querySelectorAll('script[type="module"]')];
    expect(modules.map((script) => script.getAttribute('src'))).toEqual(['/assets/boot-E5.js']);
    expect(modules[0]?.getAttribute('data-app-scripts')).toBe('/assets/index-A1.js');
    expect(modules[0]?.getAttribute('data-app-preloads')).toBe('/assets/react-B2.js /assets/router-C3.js');
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it("a shell whose entry comes after scripts of its own imports (Rolldown's runtime, React's chunk): all are the app's scripts, in their order, the entry last", () => {
    const withRuntime = SHELL.replace(
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '<script type="module" crossorigin src="/assets/rolldown-runtime-R9.js"></script>\n    <script type="module" crossorigin src="/assets/react-R8.js"></script>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
    );
    const doc = parse(employersDocument(withRuntime));
    const modules = [...doc.querySelectorAll('script[type="module"]')];
    expect(modules.map((script) => script.getAttribute('src'))).toEqual(['/assets/boot-E5.js']);
    expect(modules[0]?.getAttribute('data-app-scripts')).toBe(
      '/assets/rolldown-runtime-R9.js /assets/react-R8.js /assets/index-A1.js',
    );
    expect(modules[0]?.getAttribute('data-app-preloads')).toBe('/assets/react-B2.js /assets/router-C3.js');
  });

  it('a shell without the boot script is not one it knows: it throws, and the server serves the shell', () => {
    const noBoot = SHELL.replace(/\s*<script[^>]*data-boot><\/script>/, '');
    expect(() => employersDocument(noBoot)).toThrow(/boot script/);
  });

  it("links its language's web app manifest, and a shell without a manifest link keeps none", () => {
    const withManifest = SHELL.replace('</title>', '</title>\n    <link rel="manifest" href="/manifest.webmanifest">');
    const manifestOf = (path: string) => {
      const address = new URL(`https://jobs.example.in${path}`);
      const html = pageDocument(withManifest, pageHead(page('employers'), undefined, address, testI18n()), '', data);
      return [...parse(html).querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));
    };
    expect(manifestOf('/employers-list')).toEqual(['/manifest.webmanifest']);
    expect(manifestOf('/ta/employers-list')).toEqual(['/manifest-ta.webmanifest']);
    expect(manifestOf('/hi/employers-list')).toEqual(['/manifest-hi.webmanifest']);
    expect(employersDocument(SHELL)).not.toContain('rel="manifest"');
  });

  it('the plain shell has no data block', () => {
    expect(readPageData(parse(SHELL))).toBeNull();
  });

  it('a shell without the root element is refused (the server then serves the shell itself)', () => {
    expect(() =>
      pageDocument(SHELL.replace('<div id="root"></div>', ''), pageHead(page('home'), undefined, url, testI18n()), '', data),
    ).toThrow(/root/);
  });
});

describe("the page's data, as of when the page came", () => {
  const doc = () =>
    parse(
      pageDocument(SHELL, pageHead(page('jobDetails'), job, url, testI18n()), '', withQuery(7, { status: 'success', data: job })),
    );
  const navigate = { type: 'navigate', responseStart: 400, deliveryType: '' } as const;
  // Date.now() 1,000,000 read 1,500 ms after the navigation started: the answer came 1,100 ms ago.
  const clock = { now: 1_000_000, sinceNavigation: 1_500 };

  it('a page from the server: when it arrived, on the clock freshness is read with', () => {
    expect(pageSentAt(doc(), navigate, clock)).toBe(998_900);
  });

  it("the worker's saved copy, a page from the browser's cache, Back or Forward: its render's time stands", () => {
    const saved = doc();
    saved.getElementById('page-data')?.setAttribute(PAGE_SAVED_AT_ATTRIBUTE, '2026-11-27T08:00:00Z');
    expect(pageSentAt(saved, navigate, clock)).toBeNull();
    expect(pageSentAt(doc(), { ...navigate, deliveryType: 'cache' }, clock)).toBeNull();
    expect(pageSentAt(doc(), { ...navigate, type: 'back_forward' }, clock)).toBeNull();
    expect(pageSentAt(doc(), undefined, clock)).toBeNull();
  });

  it('moves an answer to that time; a later answer and a 404 keep their own', () => {
    const answered = withQuery(7, { status: 'success', data: job }).queries;
    expect(fetchedWhenSent(answered, 5_000).queries[0]?.state.dataUpdatedAt).toBe(5_000);
    expect(fetchedWhenSent(answered, 0).queries[0]?.state.dataUpdatedAt).toBe(1);
    const missing = withQuery(9, { status: 'error', error: new ApiError(404, 'The job was not found.') }).queries;
    expect(fetchedWhenSent(missing, 5_000).queries[0]?.state).toEqual(missing.queries[0]?.state);
  });
});
