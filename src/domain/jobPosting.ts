import type { Job } from './entities';
import { scriptJson } from './scriptJson';
import { matchKey } from './textMatch';

/**
 * A job as a schema.org JobPosting (JSON-LD), so search engines can list it as a job
 * (https://schema.org/JobPosting). Pure: the page passes in anything that depends on the browser.
 */

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full time': 'FULL_TIME',
  'part time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** schema.org's employmentType for the site's job types; anything unknown is OTHER. */
export function employmentType(jobType: string): string {
  return EMPLOYMENT_TYPES[matchKey(jobType).replace(/[\s_-]+/g, ' ')] ?? 'OTHER';
}

/** A date as YYYY-MM-DD, or undefined when the text is not a date (the field is then left out). */
export function isoDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return trimmed.slice(0, 10);
  const time = Date.parse(trimmed);
  if (!trimmed || Number.isNaN(time)) return undefined;
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface SalaryRange {
  min: number;
  max: number;
}

/**
 * The yearly amounts a salary text names, in rupees ("₹3,00,000 - ₹5,00,000", "4 - 6 LPA",
 * "1.2 lakh", "30000"); undefined when it names none ("Not disclosed"). Salaries are per annum
 * (docs/PRODUCT.md §9), so the numbers are taken as yearly.
 */
export function salaryRange(text: string): SalaryRange | undefined {
  const lower = text.toLowerCase();
  const multiplier = /\bcr(ore)?s?\b/.test(lower)
    ? 10_000_000
    : /lpa|lakh|lac|\d\s*l\b/.test(lower)
      ? 100_000
      : /\d\s*k\b/.test(lower)
        ? 1_000
        : 1;
  const numbers = (lower.match(/\d[\d,]*(?:\.\d+)?/g) ?? [])
    .map((n) => Number(n.replace(/,/g, '')) * multiplier)
    .filter((n) => Number.isFinite(n) && n > 0)
    .map((n) => Math.round(n));
  if (numbers.length === 0) return undefined;
  const [first = 0, second = first] = numbers;
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

export interface JobPostingOptions {
  /** Absolute URL of the hiring company's logo, when known. */
  logoUrl?: string;
}

export type JobPosting = Record<string, unknown>;

function descriptionOf(job: Job): string {
  const sections = job.sections.map((s) => [s.heading, ...s.options.map((o) => `- ${o}`)].join('\n'));
  return [job.mainHeading, job.mainDescription, ...sections].filter((part) => part.trim()).join('\n\n') || job.title;
}

export function buildJobPosting(job: Job, options: JobPostingOptions = {}): JobPosting {
  const salary = salaryRange(job.salary);
  const posting: JobPosting = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionOf(job),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: String(job.id) },
    datePosted: isoDate(job.startDate),
    validThrough: isoDate(job.endDate),
    employmentType: employmentType(job.jobType),
    hiringOrganization: { '@type': 'Organization', name: job.companyName, logo: options.logoUrl },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location.trim(), addressCountry: 'IN' },
    },
    baseSalary: salary && {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value:
        salary.min === salary.max
          ? { '@type': 'QuantitativeValue', value: salary.min, unitText: 'YEAR' }
          : { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: 'YEAR' },
    },
  };
  return posting;
}

/**
 * The JSON text for a `<script type="application/ld+json">`. `<`, `>` and `&` are written as
 * \u escapes, so text from the data ("</script>") can never end the script element early; fields
 * left undefined are dropped by JSON.stringify.
 */
export function jobPostingJson(posting: JobPosting): string {
  return scriptJson(posting);
}
