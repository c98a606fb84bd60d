import { type ContentRequest, type DetailRequest, detailRequest } from '../contract/contentRequests';
import { jobOptionsRequest } from '../contract/listPages';
import type { Resource } from '../contract/resources';
import { COMPANY_LIST_WINDOW, FEATURED_JOBS_WINDOW, RECENT_ARTICLES_WINDOW, RELATED_JOBS_WINDOW } from '../domain/firstWindows';
import { FIRST_WINDOW, type ListWindow } from '../domain/listWindow';
import { routes } from '../domain/routes';
import type { CatalogArea } from '../i18n/catalogAreas';
import type { MessageId } from '../i18n/messageIds';

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
  /** Its title's message (the tab's text, the head's). */
  readonly title: MessageId;
  /** The catalogue's areas its page draws beside the shell's (src/i18n/catalogs.ts), loaded with its code. */
  readonly texts: readonly CatalogArea[];
  /**
   * The message of its server-rendered page's meta description (a detail page's item has its own).
   * Only the server's head reads it: the head area of the catalogues never loads in the browser.
   */
  readonly description: MessageId;
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
  /** The page's address's job filters (`?type=&experience=&location=&title=`) apply to it (both job lists). */
  readonly filtered?: boolean;
}

const firstWindowOf = (resource: Resource): PageList => ({ resource, window: FIRST_WINDOW });

type PageSpec = Omit<PageEntry, 'name' | 'layout' | 'serverRendered' | 'lists' | 'description' | 'texts'> & Partial<PageEntry>;

/** A page: inside the site's layout, server-rendered, reading no list and described as the site is, unless told otherwise. */
const page = (name: string, spec: PageSpec): PageEntry => ({
  name,
  layout: 'site',
  serverRendered: true,
  lists: [],
  texts: [],
  description: 'head.site',
  ...spec,
});

export const pages: readonly PageEntry[] = [
  page('home', {
    texts: ['home'],
    paths: [routes.home, routes.homeAlias],
    module: 'home/HomePage.tsx',
    title: 'title.home',
    // Featured jobs and recent articles; the banner's dropdowns read the job options once hydrated.
    lists: [
      { resource: 'jobs', window: FEATURED_JOBS_WINDOW },
      { resource: 'articles', window: RECENT_ARTICLES_WINDOW },
    ],
    browserReads: [jobOptionsRequest()],
  }),
  page('findJobs', {
    texts: ['jobs'],
    paths: [routes.findJobs],
    module: 'jobs/FindJobsPage.tsx',
    title: 'title.findJobs',
    description: 'head.findJobs',
    // Only the server reads `searched` and `filtered` (its render's prefetch): the browser's build leaves them out.
    lists: [import.meta.env.SSR ? { ...firstWindowOf('jobs'), searched: true, filtered: true } : firstWindowOf('jobs')],
    // The filters' options.
    browserReads: [jobOptionsRequest()],
  }),
  page('findFilteredJobs', {
    texts: ['jobs'],
    paths: [routes.findFilteredJobs],
    module: 'jobs/FindFilteredJobsPage.tsx',
    title: 'title.findFilteredJobs',
    description: 'head.findFilteredJobs',
    // Filtered by the address's filters; a banner search with no address of its own (navigation
    // state, which the server never sees) writes its filter into the address once the page runs.
    lists: [import.meta.env.SSR ? { ...firstWindowOf('jobs'), filtered: true } : firstWindowOf('jobs')],
    browserReads: [jobOptionsRequest()],
  }),
  page('aboutUs', {
    texts: ['about'],
    paths: [routes.aboutUs],
    module: 'about/AboutPage.tsx',
    title: 'title.aboutUs',
    description: 'head.aboutUs',
  }),
  page('employers', {
    texts: ['companies'],
    paths: [routes.employers],
    module: 'companies/CompanyListPage.tsx',
    title: 'title.employers',
    description: 'head.employers',
    lists: [{ resource: 'companies', window: COMPANY_LIST_WINDOW }],
  }),
  page('blogs', {
    texts: ['articles'],
    paths: [routes.blogs],
    module: 'articles/ArticleListPage.tsx',
    title: 'title.blogs',
    description: 'head.blogs',
    lists: [firstWindowOf('articles')],
  }),
  page('contact', {
    texts: ['contact'],
    paths: [routes.contact],
    module: 'contact/ContactPage.tsx',
    title: 'title.contact',
    description: 'head.contact',
  }),
  page('jobDetails', {
    texts: ['jobs'],
    paths: [routes.jobDetails],
    module: 'jobs/JobDetailsPage.tsx',
    // Its "Apply Now" opens the application form (docs/PRODUCT.md §4); the form's code is a chunk
    // of its own that no other page loads.
    within: 'apply/ApplicationProvider.tsx',
    title: 'title.jobDetails',
    // Related Jobs: its first window (Show more reaches every job).
    lists: [{ resource: 'jobs', window: RELATED_JOBS_WINDOW }],
    item: (id) => detailRequest('jobs', id),
  }),
  page('companyDetails', {
    texts: ['companies'],
    paths: [routes.companyDetails],
    module: 'companies/CompanyDetailsPage.tsx',
    title: 'title.companyDetails',
    item: (id) => detailRequest('companies', id),
  }),
  page('articleDetails', {
    texts: ['articles'],
    paths: [routes.articleDetails],
    module: 'articles/ArticleDetailsPage.tsx',
    title: 'title.articleDetails',
    item: (id) => detailRequest('articles', id),
  }),
  // The job seeker's own lists (docs/PRODUCT.md, "Kept on this device"): the data is the device's,
  // so the server renders the frame and the browser fills it in; personal, so never saved as HTML.
  page('savedJobs', {
    texts: ['personal'],
    paths: [routes.savedJobs],
    module: 'personal/SavedJobsPage.tsx',
    title: 'title.savedJobs',
  }),
  page('myApplications', {
    texts: ['personal'],
    paths: [routes.myApplications],
    module: 'personal/MyApplicationsPage.tsx',
    title: 'title.myApplications',
  }),
  // Testers' network lab (docs/OFFLINE.md, "Testing on a phone"): the server renders its frame; what
  // it shows (this device's simulation and outbox) is personal, read in the browser only. It names
  // the outbox's submissions as the outbox does (the outbox area).
  page('networkLab', {
    texts: ['lab', 'outbox'],
    paths: [routes.networkLab],
    module: 'networkLab/NetworkLabPage.tsx',
    title: 'title.networkLab',
    description: 'head.networkLab',
  }),
  // The agency's console (docs/STAFF.md): its own header, no public navigation. The server does not
  // render it: it needs a session and the network, and holds nothing a crawler or a shared link
  // should see. Its chunk (StaffConsole-*.js) is left out of the worker's precache by vite.config.ts.
  page('staff', {
    paths: [`${routes.staff}/*`],
    module: 'staff/StaffConsole.tsx',
    layout: 'own',
    serverRendered: false,
    title: 'title.staff',
  }),
];

/** What an address no page has shows (RouteErrorScreen), with a 404 from the server. */
export const notFoundPage: Pick<PageEntry, 'title' | 'description'> = { title: 'title.notFound', description: 'head.site' };

/** The tab's title while a page's error screen shows (a page that threw, code that could not be fetched). */
export const ERROR_TITLE: MessageId = 'title.error';
