import type { ArticleSummary, ClientLogo, JobSummary } from './entities';
import { FEATURED_JOB_COUNT, RECENT_ARTICLE_COUNT } from './firstWindows';
import { distinctOptions } from './textMatch';

/** The home page's selection rules and fixed content (docs/PRODUCT.md §2 "Home page" and §9). Pure code. */

/** docs/PRODUCT.md §9: height of an article card's image, in CSS pixels. */
export const ARTICLE_CARD_IMAGE_HEIGHT = 250;

/** The last FEATURED_JOB_COUNT jobs of the list, last in the list first. */
export function featuredJobs<T extends JobSummary>(jobs: readonly T[]): T[] {
  return jobs.slice(-FEATURED_JOB_COUNT).reverse();
}

/** The last RECENT_ARTICLE_COUNT articles of the list, in list order. */
export function recentArticles<T extends ArticleSummary>(articles: readonly T[]): T[] {
  return articles.slice(-RECENT_ARTICLE_COUNT);
}

/** RECENT_ARTICLES_WINDOW's articles (last first) in list order, as recentArticles gives them. */
export function recentArticlesInListOrder<T extends ArticleSummary>(newestFirst: readonly T[]): T[] {
  return [...newestFirst].reverse();
}

export interface BannerOptions {
  titles: string[];
  locations: string[];
}

/**
 * The banner search's dropdown options, from every job's title and location (the API's job
 * options). The spec keeps duplicates; a dropdown listing "Chennai" five times is of no use, so
 * each value is shown once, case- and space-insensitive (docs/SITE-CHOICES.md). Matching on
 * /find-filtered-jobs is case-insensitive anyway, so the spelling kept (the first seen) finds the
 * same jobs.
 */
export function bannerOptions(values: { title: readonly string[]; location: readonly string[] }): BannerOptions {
  return { titles: distinctOptions(values.title), locations: distinctOptions(values.location) };
}

/** docs/PRODUCT.md §5: Find Jobs is enabled only once both a job title and a location are chosen. */
export function canSearchBanner(title: string | null | undefined, location: string | null | undefined): boolean {
  return Boolean(title?.trim()) && Boolean(location?.trim());
}

/** docs/PRODUCT.md §2: the nine popular categories (cards, not links). */
export const POPULAR_CATEGORIES = [
  'Accounting / Finance',
  'Marketing',
  'Design',
  'Development',
  'Human Resource',
  'Project Management',
  'Customer Service',
  'Health and Care',
  'Automotive Jobs',
] as const;
export type PopularCategory = (typeof POPULAR_CATEGORIES)[number];

/** docs/PRODUCT.md §2 and §3: the fixed list of seven client logos (self-hosted under public/logos/). */
export const CLIENT_LOGOS: readonly ClientLogo[] = [
  { id: 1, src: '/logos/client-1.svg', alt: 'Arunodaya Textiles' },
  { id: 2, src: '/logos/client-2.svg', alt: 'Nellai Logistics' },
  { id: 3, src: '/logos/client-3.svg', alt: 'Kovai MedTech' },
  { id: 4, src: '/logos/client-4.svg', alt: 'Pearl Coast Foods' },
  { id: 5, src: '/logos/client-5.svg', alt: 'Vedhika Retail' },
  { id: 6, src: '/logos/client-6.svg', alt: 'Tamira Pharma' },
  { id: 7, src: '/logos/client-7.svg', alt: 'Ponni Agro' },
];
