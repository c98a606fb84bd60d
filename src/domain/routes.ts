/** docs/PRODUCT.md §2: the site's routes. The one place that spells them. */
export const routes = {
  home: '/',
  homeAlias: '/home',
  findJobs: '/find-jobs',
  findFilteredJobs: '/find-filtered-jobs',
  aboutUs: '/about-us',
  employers: '/employers-list',
  blogs: '/blogs-list',
  contact: '/our-contact',
  jobDetails: '/showjobdetails',
  companyDetails: '/showcompanydetails',
  articleDetails: '/showblogdetails',
  /** The job seeker's own lists, kept on the device (docs/PRODUCT.md, "Kept on this device"). */
  savedJobs: '/saved-jobs',
  myApplications: '/my-applications',
  /** The agency's own console (not in docs/PRODUCT.md §2): never precached, never saved on the device. */
  staff: '/staff',
  /** Testers' network lab (not in docs/PRODUCT.md §2; docs/OFFLINE.md): linked from the footer only, personal to the device. */
  networkLab: '/network-lab',
} as const;

/** Navigation state the detail pages read (docs/PRODUCT.md: the id travels "as jobDetails"). */
export interface DetailState {
  jobDetails: number;
}

/** Navigation state of /find-filtered-jobs (docs/PRODUCT.md §2 home banner search). */
export interface FilteredJobsState {
  jobname?: string;
  location?: string;
}

/**
 * A link to a detail page carries the id twice: in navigation state as the spec asks, and in the
 * query (?id=) so the page survives a reload and can be shared (docs/ARCHITECTURE.md).
 */
export function detailLink(path: string, id: number): { to: string; state: DetailState } {
  return { to: `${path}?id=${encodeURIComponent(String(id))}`, state: { jobDetails: id } };
}

/** The id a detail page shows: navigation state first, then the query. Null when neither is a valid id. */
export function detailIdFrom(state: unknown, search: string): number | null {
  const fromState = (state as Partial<DetailState> | null)?.jobDetails;
  const candidate = fromState ?? new URLSearchParams(search).get('id');
  const id = Number(candidate);
  return Number.isInteger(id) && id > 0 ? id : null;
}
