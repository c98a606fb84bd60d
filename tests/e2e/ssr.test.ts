import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';

import { PAGE_SAVED_AT_ATTRIBUTE } from '../../src/contract/pageRender';
import { apiPaths } from '../../src/contract/paths';
import { routes } from '../../src/domain/routes';
import { browserForThisFile, fetchContent, type SiteContent, siteForThisFile, waitForHydrated } from './harness';
import { eventually, openControlled, savedUrls } from './offline-support';

/**
 * Server-rendered pages: each route of docs/PRODUCT.md §2 arrives with its content, head and
 * data in the HTML, before any script runs; the script then hydrates it without an error.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
let content: SiteContent;

beforeAll(async () => {
  content = await fetchContent(baseURL);
});

const first = <T>(list: T[]): T => {
  const item = list[0];
  if (item === undefined) throw new Error('The demo data has an empty list');
  return item;
};

const last = <T>(list: T[]): T => {
  const item = list.at(-1);
  if (item === undefined) throw new Error('The demo data has an empty list');
  return item;
};

/** Each route and a text its page shows from the data (or its own text for the pages without data). */
function pageTexts(): [path: string, text: string][] {
  const { jobs, companies, articles } = content;
  const job = last(jobs);
  return [
    [routes.home, job.title], // featured jobs: the last post first
    [routes.homeAlias, last(articles).title], // recent articles
    [routes.findJobs, `Showing ${jobs.length} of ${jobs.length} results`],
    [routes.findFilteredJobs, first(jobs).title], // the first window of the list
    [routes.aboutUs, 'Your Dream Jobs Are Waiting'],
    [routes.employers, last(companies).name],
    [routes.blogs, last(articles).title],
    [routes.contact, 'Office address'],
    [`${routes.jobDetails}?id=${job.id}`, job.companyName],
    [`${routes.companyDetails}?id=${last(companies).id}`, last(companies).name],
    [`${routes.articleDetails}?id=${last(articles).id}`, last(articles).title],
    // The device's own lists: the server renders their frame, the browser their data.
    [routes.savedJobs, 'Kept on this device only'],
    [routes.myApplications, 'Kept on this device only'],
  ];
}

async function withContext<T>(javaScriptEnabled: boolean, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

const htmlOf = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`, { headers: { Accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
};

const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

describe('the HTML holds the page before any script runs', () => {
  test('each route, fetched, holds its content and its data for hydration', async () => {
    for (const [path] of pageTexts()) {
      const { status, html } = await htmlOf(path);
      expect(status, path).toBe(200);
      const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-data">/.exec(html)?.[1] ?? '';
      expect(root.length, `${path} has server HTML in #root`).toBeGreaterThan(1000);
    }
    // The texts as the visitor reads them (entities decoded) are checked with JavaScript off below.
    const { html } = await htmlOf(`${routes.jobDetails}?id=${last(content.jobs).id}`);
    expect(html).toContain('id="page-data"');
  });

  test('with JavaScript off, each route shows its content', async () => {
    await withContext(false, async (context) => {
      const page = await context.newPage();
      for (const [path, text] of pageTexts()) {
        await page.goto(`${baseURL}${path}`);
        await expect(page.getByText(text, { exact: false }).first().isVisible(), `${path} shows "${text}"`).resolves.toBe(true);
      }
    });
  });

  test("with JavaScript off, a page is styled by its own CSS, and no other page's CSS holds up its first paint", async () => {
    await withContext(false, async (context) => {
      const page = await context.newPage();
      await page.goto(`${baseURL}${routes.home}`);
      const sheets = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? ''));
      expect(
        sheets.filter((href) => /\/assets\/page-HomePage-[\w-]+\.css$/.test(href)),
        "the home page's CSS module",
      ).toHaveLength(1);
      expect(
        sheets.filter((href) => /\/assets\/(page-AboutPage|parts|taps)-/.test(href)),
        "the about page's, the notices' and the dialogs' CSS",
      ).toEqual([]);
      // HomePage.module.css sets the hero title's letter spacing.
      expect(await page.locator('#home-title').evaluate((title) => getComputedStyle(title).letterSpacing)).not.toBe('normal');
    });
  });

  test('the staff console is not server-rendered: its address gets the plain app shell (200), which renders it in the browser', async () => {
    const { status, html } = await htmlOf(`${routes.staff}/inbox`);
    expect(status).toBe(200);
    expect(html).not.toContain('id="page-data"');
    expect(/<div id="root"><\/div>/.test(html)).toBe(true);
  });

  test('a job page has its title, description, Open Graph tags and JobPosting JSON-LD', async () => {
    const job = last(content.jobs);
    await withContext(false, async (context) => {
      const page = await context.newPage();
      await page.goto(`${baseURL}${routes.jobDetails}?id=${job.id}`);
      expect(await page.title()).toBe(`${job.title} | Sr Technologies Jobs`);
      await expect(page.getByRole('heading', { level: 1, name: job.title }).isVisible()).resolves.toBe(true);
      expect(await metaContent(page, 'meta[property="og:title"]')).toBe(`${job.title} | Sr Technologies Jobs`);
      expect(await metaContent(page, 'meta[name="description"]')).toContain(job.companyName);
      expect(await metaContent(page, 'meta[property="og:description"]')).toContain(job.companyName);
      expect(await metaContent(page, 'meta[property="og:image"]')).toBe(`${baseURL}/uploads/${encodeURIComponent(job.image)}`);
      expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${baseURL}${routes.jobDetails}?id=${job.id}`);
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'JobPosting', title: job.title });
    });
  });

  test('each list page has its own title and description', async () => {
    await withContext(false, async (context) => {
      const page = await context.newPage();
      await page.goto(`${baseURL}${routes.employers}`);
      expect(await page.title()).toBe('Employers | Sr Technologies Jobs');
      expect(await metaContent(page, 'meta[name="description"]')).toMatch(/Companies hiring/);
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);
      expect(await metaContent(page, 'meta[property="og:image"]')).toBe(`${baseURL}/icons/icon-512.png`);
    });
  });

  test.each([
    [`${routes.jobDetails}?id=987654`, 'Job not found'],
    [`${routes.companyDetails}?id=987654`, 'Company not found'],
    [`${routes.articleDetails}?id=987654`, 'Article not found'],
    [routes.jobDetails, 'Job not found'],
    ['/no-such-page', 'Unexpected Application Error!'],
  ])('%s answers 404 with the not-found page', async (path, text) => {
    const { status } = await htmlOf(path);
    expect(status).toBe(404);
    await withContext(false, async (context) => {
      const page = await context.newPage();
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: text }).isVisible()).resolves.toBe(true);
    });
  });
});

/** Console errors and warnings, and uncaught errors (React reports a hydration mismatch as one). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Checks the page was hydrated, not rendered again: a navbar link then navigates inside the app (no
 * new document), and on a phone the menu button opens the menu.
 */
async function expectHydrated(page: Page, path: string, wide: boolean) {
  if (!wide) {
    await waitForHydrated(page, 'button[aria-label="Open menu"]');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    return;
  }
  const target = path.startsWith(routes.contact) ? routes.aboutUs : routes.contact;
  await waitForHydrated(page, `nav[aria-label="Main"] a[href="${target}"]`);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator(`nav[aria-label="Main"] a[href="${target}"]`).click();
  await page.waitForURL((url) => url.pathname === target);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), `${path} was hydrated`).toBe(
    true,
  );
}

/** The app's code a test can hold back: its entry (which the boot script loads) or the job page's. */
const APP_ENTRY = '**/assets/index-*.js';
const JOB_PAGE_CODE = '**/assets/page-JobDetailsPage-*.js';

/**
 * Opens `path` with some of the app's code (`held`, a URL pattern) held back, as on a slow phone:
 * the server's HTML shows, the code has been asked for, the page is not hydrated yet. The returned
 * function lets the code through.
 */
async function openNotHydrated(page: Page, path: string, held: string): Promise<() => void> {
  let sendCode = () => {};
  const holding = new Promise<void>((resolve) => (sendCode = resolve));
  let asked = () => {};
  const codeAskedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(held, async (route) => {
    asked();
    await holding;
    await route.continue();
  });
  await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
  await codeAskedFor;
  return sendCode;
}

const openJobPageNotHydrated = (page: Page, id: number, held = JOB_PAGE_CODE) =>
  openNotHydrated(page, `${routes.jobDetails}?id=${id}`, held);

/** Whether React has taken over the first element `selector` finds (its props are on the element). */
function isHydrated(page: Page, selector = '#root button'): Promise<boolean> {
  return page.evaluate(
    (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__reactProps$')),
    selector,
  );
}

describe('hydration', () => {
  test('every route hydrates without a console error or warning, wide and narrow', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport });
      try {
        for (const [path, text] of pageTexts()) {
          const page = await context.newPage();
          const problems = collectProblems(page);
          await page.goto(`${baseURL}${path}`);
          await page.getByText(text, { exact: false }).first().waitFor();
          await expectHydrated(page, path, viewport.width >= 1280);
          expect(problems, `${path} at ${viewport.width}px`).toEqual([]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  }, 180_000);

  test('an address with parameters the page does not read gets the page without them, which hydrates without a problem', async () => {
    const job = last(content.jobs);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      for (const [path, clean, text] of [
        [`${routes.contact}?utm_source=mail&fbclid=abc`, routes.contact, 'Office address'],
        [`${routes.jobDetails}?utm_source=mail&id=${job.id}`, `${routes.jobDetails}?id=${job.id}`, job.companyName],
      ] as const) {
        // The server's HTML names the clean address only: in og:url and in the language links.
        const { html } = await htmlOf(path);
        expect(html).not.toContain('utm_source');
        expect(html).not.toContain('fbclid');
        const page = await context.newPage();
        const problems = collectProblems(page);
        await page.goto(`${baseURL}${path}`);
        await page.getByText(text, { exact: false }).first().waitFor();
        expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${baseURL}${clean}`);
        await expectHydrated(page, path, true);
        expect(problems, path).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test("a page the server kept for longer than the data's freshness is not fetched again as it hydrates: it was current when sent", async () => {
    // The server's pages are dropped whenever the data changes, so a kept one is current however old
    // its render. The page's Date.now ten minutes ahead makes this render look that old (only Date.now:
    // Playwright's clock would replace the performance timeline the page reads its arrival from).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const now = Date.now.bind(Date);
        Date.now = () => now() + 10 * 60_000;
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
          asked.push(new URL(request.url()).pathname);
      });
      // The job options are never in the server's page: the filters ask for them once mounted, after
      // the list's own query has mounted (and would have asked again had it been stale).
      const options = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.jobOptions);
      await page.goto(`${baseURL}${routes.findJobs}`);
      await options;
      await expectHydrated(page, routes.findJobs, true);
      expect(asked).not.toContain(apiPaths.jobs);
      expect(asked).toContain(apiPaths.jobOptions);
    } finally {
      await context.close();
    }
  });

  test('the filters show as radio groups on a wide screen once hydrated', async () => {
    await withContext(true, async (context) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${baseURL}${routes.findJobs}`);
      await page.getByRole('radiogroup').first().waitFor();
    });
  });

  for (const [held, when] of [
    [APP_ENTRY, "before the app's script is here"],
    [JOB_PAGE_CODE, "while the page's code is still downloading"],
  ] as const) {
    test(`a tap on "Apply Now" ${when} opens the form once the page is hydrated`, async () => {
      const job = last(content.jobs);
      await withContext(true, async (context) => {
        const page = await context.newPage();
        const sendCode = await openJobPageNotHydrated(page, job.id, held);
        await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
        expect(await isHydrated(page), 'the tap came before hydration').toBe(false);
        sendCode();
        await page.getByRole('dialog', { name: `Apply for ${job.title}` }).waitFor();
      });
    });
  }

  test("a tap on the home search's dropdown while the page is still starting opens it once it has", async () => {
    await withContext(true, async (context) => {
      const page = await context.newPage();
      const sendPageCode = await openNotHydrated(page, routes.home, '**/assets/page-HomePage-*.js');
      // Until its first use the dropdown is a stand-in field (LazySelect): the tap focuses it.
      await page.getByRole('combobox', { name: 'Job title' }).click();
      expect(await isHydrated(page, '#root form input'), 'the tap came before hydration').toBe(false);
      sendPageCode();
      await page.getByRole('option').first().waitFor();
    });
  });

  test('an install offer that comes before hydration does not make React draw the page again', async () => {
    const job = last(content.jobs);
    await withContext(true, async (context) => {
      const page = await context.newPage();
      const problems = collectProblems(page);
      const sendPageCode = await openJobPageNotHydrated(page, job.id);
      // Chromium offers installation whenever it decides the app is installable; here, before hydration.
      await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
      await page.evaluate(
        () => ((window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1')),
      );
      sendPageCode();
      await page
        .getByRole('button', { name: /install/i })
        .first()
        .waitFor();
      expect(problems, 'no hydration error').toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { serverHeading?: Element | null }).serverHeading?.isConnected),
        "the server's elements were kept",
      ).toBe(true);
    });
  });

  test("an install offer that comes before the app's script is kept for the header's Install button", async () => {
    const job = last(content.jobs);
    await withContext(true, async (context) => {
      const page = await context.newPage();
      const sendEntry = await openJobPageNotHydrated(page, job.id, APP_ENTRY);
      const offer = await page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(offer, "the browser's own install bar is held back").toBe(true);
      sendEntry();
      await page
        .getByRole('button', { name: /install/i })
        .first()
        .waitFor();
    });
  });

  test('a search typed and tapped on the employers page before hydration is the search made once it has', async () => {
    const newest = last(content.companies);
    await withContext(true, async (context) => {
      const page = await context.newPage();
      const sendEntry = await openNotHydrated(page, routes.employers, APP_ENTRY);
      const box = page.getByPlaceholder('Search Company Here...');
      await box.fill(newest.name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(await isHydrated(page, '#root form input'), 'typed and tapped before hydration').toBe(false);
      sendEntry();
      const shown = () => page.getByTestId('company-card').getByRole('heading').allInnerTexts();
      // The search reads the whole list of companies first (the API searches none): wait for its matches.
      await expect
        .poll(
          async () => {
            const names = await shown();
            return names.length < content.companies.length && names.includes(newest.name);
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(await box.inputValue(), 'the typed text stays in the box').toBe(newest.name);
    });
  });
});

describe('the parts below the first screen', () => {
  // src/components/deferredPart.tsx: in the page's HTML from the start, hydrated once their own code
  // is here, without a mismatch; the first screen is React's before that.
  test.each([
    [routes.home, '**/assets/part-HomeSections-*.js', '#root form[role="search"] input', '#categories-title'],
    // /find-jobs: the filters (the keyword box comes with the rows' chunk).
    [
      routes.findJobs,
      '**/assets/part-JobList-*.js',
      '#root [aria-label="Job filters"] :is(select, input)',
      '#root li a[href^="/showjobdetails"]',
    ],
  ])('%s: the part in %s is in the HTML and hydrates after the first screen', async (path, held, firstScreen, inPart) => {
    await withContext(true, async (context) => {
      const page = await context.newPage();
      const problems = collectProblems(page);
      const sendPart = await openNotHydrated(page, path, held);
      await waitForHydrated(page, firstScreen);
      await page.locator(inPart).first().waitFor();
      expect(await isHydrated(page, inPart), 'the part waits for its code').toBe(false);
      sendPart();
      await waitForHydrated(page, inPart);
      expect(problems, 'no hydration error').toEqual([]);
    });
  });

  test("reached inside the app, the home page keeps its sections' place while their code arrives: nothing in view moves", async () => {
    await withContext(true, async (context) => {
      const page = await context.newPage();
      // Tall enough that what follows the hero (the enquiry block, the footer) is in view.
      await page.setViewportSize({ width: 1280, height: 1600 });
      let sendPart = () => {};
      const holding = new Promise<void>((resolve) => (sendPart = resolve));
      await page.route('**/assets/part-HomeSections-*.js', async (route) => {
        await holding;
        await route.continue();
      });
      await page.goto(`${baseURL}${routes.aboutUs}`);
      await waitForHydrated(page, `nav[aria-label="Main"] a[href="${routes.home}"]`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await page.locator('#root form[role="search"]').waitFor();
      // From the hero's arrival on: every layout shift, with or without a recent input.
      await page.evaluate(() => {
        const total = window as unknown as { shifts: number };
        total.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift' });
      });
      sendPart();
      await page.locator('#categories-title').waitFor();
      await waitForHydrated(page, '#categories-title');
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
    });
  });
});

describe('the first paint', () => {
  test("the boot script links every script and chunk it was told of, so the page's chunks are fetched beside the entry", async () => {
    await withContext(true, async (context) => {
      const page = await context.newPage();
      // Every modulepreload link inserted, in the order the tasks inserted them.
      await page.addInitScript(() => {
        const batches: string[][] = [];
        Object.assign(window, { preloadBatches: batches });
        new MutationObserver((records) => {
          const hrefs = records
            .flatMap((record) => Array.from(record.addedNodes))
            .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
            .map((link) => new URL(link.href).pathname);
          if (hrefs.length > 0) batches.push(hrefs);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseURL}${routes.home}`);
      await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
      const boot = page.locator('script[data-app-preloads]');
      // The app's scripts but the first, which the boot script imports at once, and the chunks to preload.
      const scripts = (await boot.getAttribute('data-app-scripts'))?.split(' ') ?? [];
      const told = [...scripts.slice(1), ...((await boot.getAttribute('data-app-preloads'))?.split(' ') ?? [])];
      const batches = await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
      const fromBoot = batches.map((batch) => batch.filter((href) => told.includes(href))).filter((batch) => batch.length > 0);
      // The code the pages share and the home page's own chunk (docs/decisions/0014-coarse-chunks.md).
      expect(told.length, 'the home page has chunks to preload').toBeGreaterThanOrEqual(2);
      expect(fromBoot.flat().sort()).toEqual([...told].sort());
    });
  });

  test("a server-rendered page asks for the app's code only once it has painted", async () => {
    await withContext(true, async (context) => {
      const page = await context.newPage();
      const paintedWhenAsked: boolean[] = [];
      await page.route('**/assets/*.js', async (route) => {
        if (!route.request().url().includes('/assets/boot-')) {
          paintedWhenAsked.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0));
        }
        await route.continue();
      });
      await page.goto(`${baseURL}${routes.employers}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
      expect(paintedWhenAsked.length).toBeGreaterThan(0);
      expect(paintedWhenAsked.every(Boolean), 'every script was asked for after the first contentful paint').toBe(true);
    });
  });
});

describe('under the service worker', () => {
  test('an online navigation gets the fresh server-rendered page; offline, its saved copy, and the plain shell renders a page never visited', async () => {
    const company = last(content.companies);
    const unvisited = content.companies[0];
    if (!unvisited || unvisited.id === company.id) throw new Error('the demo data has several companies');
    const context = await browser.newContext();
    try {
      const page = await openControlled(context, `${baseURL}${routes.employers}`);
      const path = `${routes.companyDetails}?id=${company.id}`;
      const online = await page.goto(`${baseURL}${path}`);
      expect(online?.fromServiceWorker()).toBe(true);
      expect(await online?.text()).toContain('id="page-data"');
      await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
      // Its data came in the HTML; the page fetches it again through the worker, which saves it.
      const detailUrl = `${baseURL}${apiPaths.companies}/${company.id}`;
      expect(await eventually(async () => (await savedUrls(page)).includes(detailUrl), 30_000), 'the detail is saved').toBe(true);
      // The list's offline copy saves the details of the pages never visited too.
      const unvisitedUrl = `${baseURL}${apiPaths.companies}/${unvisited.id}`;
      expect(await eventually(async () => (await savedUrls(page)).includes(unvisitedUrl), 30_000), 'its detail is saved').toBe(
        true,
      );

      await context.setOffline(true);
      // The page visited: the worker's saved copy of the server's page (docs/OFFLINE.md, "Repeat visits").
      const offline = await page.goto(`${baseURL}${path}`);
      expect(offline?.fromServiceWorker()).toBe(true);
      expect(await offline?.text()).toContain(`id="page-data" ${PAGE_SAVED_AT_ATTRIBUTE}=`);
      await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
      // A page never visited: the plain shell, which renders from the data saved on the device.
      const shell = await page.goto(`${baseURL}${routes.companyDetails}?id=${unvisited.id}`);
      expect(await shell?.text()).not.toContain('id="page-data"');
      await page.getByRole('heading', { level: 1, name: unvisited.name }).waitFor();
      // Mantine's light styles apply to the shell as to the server's pages: the shell says so itself.
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    } finally {
      await context.close();
    }
  });
});
