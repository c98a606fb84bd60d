import type { VitalMetric } from '../domain/vitals';
import { API_PREFIX } from './paths';

/** Where a page sends its visit's Core Web Vitals (navigator.sendBeacon; server/routes/vitals.ts). */
export const VITALS_PATH = `${API_PREFIX}/vitals`;

/**
 * The page templates a visit is counted under: the page table's names (src/app/pages.ts), never an
 * address, so no id or query reaches the server; `notFound` for an address no page has. The staff
 * console is not measured (its visitors are the agency's staff). tests/unit/vitals.test.ts checks
 * that every page of the table is here.
 */
export const PAGE_TEMPLATES = [
  'home',
  'findJobs',
  'findFilteredJobs',
  'aboutUs',
  'employers',
  'blogs',
  'contact',
  'jobDetails',
  'companyDetails',
  'articleDetails',
  'savedJobs',
  'myApplications',
  'networkLab',
  'notFound',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export function isPageTemplate(name: unknown): name is PageTemplate {
  return typeof name === 'string' && (PAGE_TEMPLATES as readonly string[]).includes(name);
}

/** The template a page of the page table is counted under (null for an address no page has); null for a page not measured. */
export function templateOfPage(pageName: string | null): PageTemplate | null {
  const name = pageName ?? 'notFound';
  return isPageTemplate(name) ? name : null;
}

/** The periods the Speed tab shows, in days up to today (UTC). */
export const SPEED_PERIODS = [7, 28] as const;

/** One metric of one template over one period: its 75th percentile and how many visits reported it. */
export interface VitalSummaryDto {
  p75: number;
  count: number;
}

export interface SpeedPeriodDto {
  days: number;
  /** Only the metrics some visit reported. */
  metrics: Partial<Record<VitalMetric, VitalSummaryDto>>;
}

export interface SpeedRowDto {
  template: PageTemplate;
  /** SPEED_PERIODS' order. */
  periods: SpeedPeriodDto[];
}

/** The Speed tab's report: the templates with any visit in the longest period, in PAGE_TEMPLATES' order. */
export interface SpeedReportDto {
  rows: SpeedRowDto[];
}
