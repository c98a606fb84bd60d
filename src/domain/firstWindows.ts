import { FIRST_WINDOW, type ListWindow } from './listWindow';

/**
 * The window each list starts with (docs/PRODUCT.md §2, §9), in one small file: the page table
 * (src/app/pages.ts, in every page's first JavaScript) names them for the server render's reads,
 * so they live apart from the rules of the pages that show them.
 */

/** docs/PRODUCT.md §9: featured jobs are the last 10 posts of the list. */
export const FEATURED_JOB_COUNT = 10;

/** docs/PRODUCT.md §9: the home page shows the last 3 articles. */
export const RECENT_ARTICLE_COUNT = 3;

/** The window the API answers with the featured jobs: the last FEATURED_JOB_COUNT, last first. */
export const FEATURED_JOBS_WINDOW: ListWindow = { offset: 0, limit: FEATURED_JOB_COUNT, newestFirst: true };

/** The window the API answers with the recent articles, last first (homeRules.recentArticlesInListOrder turns it round). */
export const RECENT_ARTICLES_WINDOW: ListWindow = { offset: 0, limit: RECENT_ARTICLE_COUNT, newestFirst: true };

/** docs/PRODUCT.md §2: the company list's first window, newest first (the list read from its end). */
export const COMPANY_LIST_WINDOW: ListWindow = { ...FIRST_WINDOW, newestFirst: true };

/**
 * docs/PRODUCT.md §2 "Related Jobs": the job page's first window of the jobs list. Smaller than a list
 * page's: each card (logo, company, title, type, location, salary, Apply Now) is some 3 KB of HTML,
 * and the page already holds its job; 12 fill whole rows of the one, two and three column grids.
 */
export const RELATED_JOBS_WINDOW: ListWindow = { ...FIRST_WINDOW, limit: 12 };

/** A company page's open jobs: the first window of the jobs list filtered by the company's name, as Related Jobs'. */
export const COMPANY_JOBS_WINDOW: ListWindow = RELATED_JOBS_WINDOW;
