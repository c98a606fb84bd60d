import { type ContentRequest, type DetailRequest, detailRequest } from '../contract/contentRequests';
import { jobOptionsRequest } from '../contract/listPages';
import type { Resource } from '../contract/resources';
import { COMPANY_LIST_WINDOW, FEATURED_JOBS_WINDOW, RECENT_ARTICLES_WINDOW, RELATED_JOBS_WINDOW } from '../domain/firstWindows';
import { FIRST_WINDOW, type ListWindow } from '../domain/listWindow';
import { routes } from '../domain/routes';
import { SITE_DESCRIPTION } from '../domain/siteTitle';

/**
 * The one table of the site's pages (docs/PRODUCT.md §2; docs/ARCHITECTURE.md, server-rendered
 * pages): each page's paths, module, title, description and the queries its page reads on its
 * first render. router.tsx makes the routes from it, the server render (ssr/) reads its queries,
 * head and whether it renders at all from it, and a page's tab title (useDocumentTitle) is its
 * entry's, so the title never changes on hydration. The paths themselves are spelt in
 * src/domain/routes.ts, which the pages' links use.
 */
export interface PageEntry {
  readonly name: string;
  /** Its route patterns: its own, then any alias. */
  readonly paths: readonly string[];
  /** Its module, relative to src/features; each is a chunk of its own, loaded on first use. */
  readonly module: string;
  /** A module (relative to src/features) whose default export wraps the page. */
  readonly within?: string;
  /** 'site': inside the site's header and footer (Layout); 'own': a page with its own (the staff console). */
  readonly layout: 'site' | 'own';
  readonly title: string;
  /**
   * The meta description of its server-rendered page (a detail page's item has its own). Only the
   * server's head reads it: Vite writes `import.meta.env.SSR` as false into the browser's build, so
   * each `import.meta.env.SSR ? text : ''` below drops its text there, and the table adds none of
   * them to every first visit's JavaScript (tests/e2e/bundleBudget.test.ts). Empty in the browser.
   */
  readonly description: string;
  /** False: the server sends the plain shell and the browser renders it. */
  readonly serverRendered: boolean;
  /**
   * The lists its page shows on its first render, each as its first window (docs/PRODUCT.md §2: a
   * list holds a window, Show more reads the next); listWindowsQuery in src/api/queries.ts makes
   * their TanStack Query options, as the page's hooks do. Never a whole list: the page's HTML stays
   * small whatever the catalogue holds.
   */
  readonly lists: readonly PageList[];
  /**
   * Reads its page makes in the browser only, which the server leaves out of the page on purpose
   * (the job options: every title and location, read once the page has hydrated).
   */
  readonly browserReads?: readonly ContentRequest<readonly unknown[], unknown>[];
  /** A detail page: the read of the item its `?id=` names, whose name and image head the page. */
  readonly item?: (id: number) => DetailRequest;
}

/** A list a page shows: its resource and its first window, unfiltered. */
export interface PageList {
  readonly resource: Resource;
  readonly window: ListWindow;
  /** The page's address's keyword search (`?q=`) applies to it (/find-jobs). */
  readonly searched?: boolean;
}

const firstWindowOf = (resource: Resource): PageList => ({ resource, window: FIRST_WINDOW });

type PageSpec = Omit<PageEntry, 'name' | 'layout' | 'serverRendered' | 'lists' | 'description'> & Partial<PageEntry>;

/** A page: inside the site's layout, server-rendered, reading no list and described as the site is, unless told otherwise. */
const page = (name: string, spec: PageSpec): PageEntry => ({
  name,
  layout: 'site',
  serverRendered: true,
  lists: [],
  description: import.meta.env.SSR ? SITE_DESCRIPTION : '',
  ...spec,
});

export const pages: readonly PageEntry[] = [
  page('home', {
    paths: [routes.home, routes.homeAlias],
    module: 'home/HomePage.tsx',
    title: 'Jobs and recruitment in Chennai',
    // Featured jobs and recent articles; the banner's dropdowns read the job options once hydrated.
    lists: [
      { resource: 'jobs', window: FEATURED_JOBS_WINDOW },
      { resource: 'articles', window: RECENT_ARTICLES_WINDOW },
    ],
    browserReads: [jobOptionsRequest()],
  }),
  page('findJobs', {
    paths: [routes.findJobs],
    module: 'jobs/FindJobsPage.tsx',
    title: 'Find Jobs',
    description: import.meta.env.SSR
      ? 'Open jobs in Chennai and across India: filter by job type, experience and location, and apply with your resume.'
      : '',
    // Only the server reads `searched` (its render's prefetch): the browser's build leaves it out.
    lists: [import.meta.env.SSR ? { ...firstWindowOf('jobs'), searched: true } : firstWindowOf('jobs')],
    // The filters' options.
    browserReads: [jobOptionsRequest()],
  }),
  page('findFilteredJobs', {
    paths: [routes.findFilteredJobs],
    module: 'jobs/FindFilteredJobsPage.tsx',
    title: 'Filtered Jobs',
    description: import.meta.env.SSR ? 'Jobs matching your search, from Sr Technologies Jobs in Chennai.' : '',
    // Unfiltered: the banner's filter travels in navigation state, which the server never sees.
    lists: [firstWindowOf('jobs')],
    browserReads: [jobOptionsRequest()],
  }),
  page('aboutUs', {
    paths: [routes.aboutUs],
    module: 'about/AboutPage.tsx',
    title: 'About Us',
    description: import.meta.env.SSR
      ? 'Sr Technologies: recruitment, outsourcing (ESI, PF, payroll, labour-law compliance) and staffing services in Chennai.'
      : '',
  }),
  page('employers', {
    paths: [routes.employers],
    module: 'companies/CompanyListPage.tsx',
    title: 'Employers',
    description: import.meta.env.SSR ? 'Companies hiring through Sr Technologies Jobs, a recruitment agency in Chennai.' : '',
    lists: [{ resource: 'companies', window: COMPANY_LIST_WINDOW }],
  }),
  page('blogs', {
    paths: [routes.blogs],
    module: 'articles/ArticleListPage.tsx',
    title: 'Recent News Articles',
    description: import.meta.env.SSR ? 'Fresh job related news content posted each day.' : '',
    lists: [firstWindowOf('articles')],
  }),
  page('contact', {
    paths: [routes.contact],
    module: 'contact/ContactPage.tsx',
    title: 'Contact Us',
    description: import.meta.env.SSR ? 'Contact Sr Technologies Jobs in Chennai: address, phone numbers and e-mail.' : '',
  }),
  page('jobDetails', {
    paths: [routes.jobDetails],
    module: 'jobs/JobDetailsPage.tsx',
    // Its "Apply Now" opens the application form (docs/PRODUCT.md §4); the form's code is a chunk
    // of its own that no other page loads.
    within: 'apply/ApplicationProvider.tsx',
    title: 'Job Details',
    // Related Jobs: its first window (Show more reaches every job).
    lists: [{ resource: 'jobs', window: RELATED_JOBS_WINDOW }],
    item: (id) => detailRequest('jobs', id),
  }),
  page('companyDetails', {
    paths: [routes.companyDetails],
    module: 'companies/CompanyDetailsPage.tsx',
    title: 'Company Details',
    item: (id) => detailRequest('companies', id),
  }),
  page('articleDetails', {
    paths: [routes.articleDetails],
    module: 'articles/ArticleDetailsPage.tsx',
    title: 'Article',
    item: (id) => detailRequest('articles', id),
  }),
  // The job seeker's own lists (docs/PRODUCT.md, "Kept on this device"): the data is the device's,
  // so the server renders the frame and the browser fills it in; personal, so never saved as HTML.
  page('savedJobs', {
    paths: [routes.savedJobs],
    module: 'personal/SavedJobsPage.tsx',
    title: 'Saved jobs',
  }),
  page('myApplications', {
    paths: [routes.myApplications],
    module: 'personal/MyApplicationsPage.tsx',
    title: 'My applications',
  }),
  // Testers' network lab (docs/OFFLINE.md, "Testing on a phone"): the server renders its frame; what
  // it shows (this device's simulation and outbox) is personal, read in the browser only.
  page('networkLab', {
    paths: [routes.networkLab],
    module: 'networkLab/NetworkLabPage.tsx',
    title: 'Network lab',
    description: import.meta.env.SSR
      ? 'Make this device behave offline, slow, flaky or against a busy server, and watch the outbox.'
      : '',
  }),
  // The agency's console (docs/STAFF.md): its own header, no public navigation. The server does not
  // render it: it needs a session and the network, and holds nothing a crawler or a shared link
  // should see. Its chunk (StaffConsole-*.js) is left out of the worker's precache by vite.config.ts.
  page('staff', {
    paths: [`${routes.staff}/*`],
    module: 'staff/StaffConsole.tsx',
    layout: 'own',
    serverRendered: false,
    title: 'Staff console',
  }),
];

/** What an address no page has shows (RouteErrorScreen), with a 404 from the server. */
export const notFoundPage = { title: 'Page not found', description: import.meta.env.SSR ? SITE_DESCRIPTION : '' } as const;

/** The tab's title while a page's error screen shows (a page that threw, code that could not be fetched). */
export const ERROR_TITLE = 'Error';
