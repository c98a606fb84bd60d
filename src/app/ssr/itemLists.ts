import type { Resource } from '../../contract/resources';
import type { ResourceDetails } from '../../contract/wire';
import { COMPANY_JOBS_WINDOW } from '../../domain/firstWindows';
import { companyJobsFilter, type JobFilter } from '../../domain/jobFilters';
import type { ListWindow } from '../../domain/listWindow';

/** A list filtered by a detail page's item. */
export interface ItemList {
  readonly resource: 'jobs';
  readonly window: ListWindow;
  readonly filter: JobFilter;
}

/**
 * The lists a detail page shows that follow from its item, by the page's name in the page table
 * (src/app/pages.ts), each as its first window: the server render reads them once it has the item
 * (prefetch.ts), so the page's HTML holds them. Kept apart from the page table, which is in every
 * page's first JavaScript, since only the server render reads them.
 */
export const ITEM_LISTS: Readonly<Partial<Record<string, (item: ResourceDetails[Resource]) => readonly ItemList[]>>> = {
  // A company's open jobs (CompanyJobs.tsx): the jobs whose company is its name.
  companyDetails: (item) =>
    'name' in item ? [{ resource: 'jobs', window: COMPANY_JOBS_WINDOW, filter: companyJobsFilter(item.name) }] : [],
};
