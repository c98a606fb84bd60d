import { FIRST_WINDOW, type ListWindow } from './listWindow';

/**
 * docs/PRODUCT.md §2 "Related Jobs": the job page's first window of the jobs list. Smaller than a list
 * page's: each card (logo, company, title, type, location, salary, Apply Now) is some 3 KB of HTML,
 * and the page already holds its job; 12 fill whole rows of the one, two and three column grids.
 */
export const RELATED_JOBS_WINDOW: ListWindow = { ...FIRST_WINDOW, limit: 12 };
