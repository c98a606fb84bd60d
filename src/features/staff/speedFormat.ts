import type { PageTemplate } from '../../contract/vitals';
import { VITAL_RULES, type VitalMetric } from '../../domain/vitals';

/** Each page template as the Speed tab names it. */
export const TEMPLATE_LABELS: Readonly<Record<PageTemplate, string>> = {
  home: 'Home',
  findJobs: 'Find jobs',
  findFilteredJobs: 'Filtered jobs',
  aboutUs: 'About us',
  employers: 'Employers list',
  blogs: 'Blogs list',
  contact: 'Contact',
  jobDetails: 'Job details',
  companyDetails: 'Company details',
  articleDetails: 'Article details',
  savedJobs: 'Saved jobs',
  myApplications: 'My applications',
  networkLab: 'Network lab',
  notFound: 'Page not found',
};

/** A metric's value as staff read it: "180 ms", "2.1 s", CLS as a score ("0.012"). */
export function formatVital(metric: VitalMetric, value: number): string {
  if (VITAL_RULES[metric].unit === 'score') return value.toFixed(3);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}
