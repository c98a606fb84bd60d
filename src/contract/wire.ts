import type {
  Article,
  ArticleRecord,
  ArticleSummary,
  Company,
  CompanyRecord,
  CompanySummary,
  Job,
  JobRecord,
  JobSummary,
} from '../domain/entities';
import { parseHeadings } from '../domain/headings';
import { DEFAULT_EXPERIENCE, DEFAULT_JOB_TYPE, orDefault } from '../domain/jobDefaults';
import type { ApplicationFields } from '../domain/submissions';
import type { Resource } from './resources';

/**
 * The API's wire format (docs/PRODUCT.md §3 and §7) and the one mapping between it and the honest names
 * used everywhere else. Pure code: the server encodes with it, the web app decodes with it.
 */

export interface JobListItemDto {
  id: number;
  image: string;
  jobname: string;
  companyname: string;
  location: string;
  jobtype: string | null;
  experience: string | null;
  salary: string;
}

export interface JobDto extends JobListItemDto {
  application_startdate: string;
  application_enddate: string;
  mainheading: string;
  maindescription: string;
  headings: string;
}

export interface CompanyListItemDto {
  id: number;
  image: string;
  jobname: string;
  location: string;
}

export interface CompanyDto extends CompanyListItemDto {
  application_startdate: string;
  application_enddate: string;
  salary: string;
  mainheading: string;
  maindescription: string;
  headings: string;
}

export interface ArticleListItemDto {
  id: number;
  image: string;
  jobname: string;
  location: string;
}

export interface ArticleDto extends ArticleListItemDto {
  date: string;
  mainheading: string;
  maindescription: string;
  headings: string;
  salary: string;
}

// ---- encode (server side): stored record -> wire ----

export function encodeJobListItem(r: JobRecord): JobListItemDto {
  return {
    id: r.id,
    image: r.image,
    jobname: r.title,
    companyname: r.companyName,
    location: r.location,
    jobtype: r.jobType,
    experience: r.experience,
    salary: r.salary,
  };
}

export function encodeJob(r: JobRecord): JobDto {
  return {
    ...encodeJobListItem(r),
    application_startdate: r.startDate,
    application_enddate: r.endDate,
    mainheading: r.mainHeading,
    maindescription: r.mainDescription,
    headings: r.headings,
  };
}

export function encodeCompanyListItem(r: CompanyRecord): CompanyListItemDto {
  return { id: r.id, image: r.image, jobname: r.name, location: r.location };
}

export function encodeCompany(r: CompanyRecord): CompanyDto {
  return {
    ...encodeCompanyListItem(r),
    application_startdate: r.startDate,
    application_enddate: r.employeeCount,
    salary: r.netWorth,
    mainheading: r.mainHeading,
    maindescription: r.mainDescription,
    headings: r.headings,
  };
}

export function encodeArticleListItem(r: ArticleRecord): ArticleListItemDto {
  return { id: r.id, image: r.image, jobname: r.title, location: r.teaser };
}

export function encodeArticle(r: ArticleRecord): ArticleDto {
  return {
    ...encodeArticleListItem(r),
    date: r.date,
    mainheading: r.mainHeading,
    maindescription: r.mainDescription,
    headings: r.headings,
    salary: r.quote,
  };
}

// ---- decode (web app side): wire -> domain. Tolerant: the agency's API may send nulls. ----

/** A wire object as it may really arrive: any field missing, null or of another type. */
export type Loose<T> = { readonly [P in keyof T]?: unknown };

const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

export function decodeJobSummary(d: Loose<JobListItemDto>): JobSummary {
  return {
    id: Number(d.id),
    image: text(d.image),
    title: text(d.jobname),
    companyName: text(d.companyname),
    location: text(d.location),
    jobType: orDefault(text(d.jobtype), DEFAULT_JOB_TYPE),
    experience: orDefault(text(d.experience), DEFAULT_EXPERIENCE),
    salary: text(d.salary),
  };
}

export function decodeJob(d: Loose<JobDto>): Job {
  return {
    ...decodeJobSummary(d),
    startDate: text(d.application_startdate),
    endDate: text(d.application_enddate),
    mainHeading: text(d.mainheading),
    mainDescription: text(d.maindescription),
    sections: parseHeadings(text(d.headings)),
  };
}

export function decodeCompanySummary(d: Loose<CompanyListItemDto>): CompanySummary {
  return { id: Number(d.id), image: text(d.image), name: text(d.jobname), location: text(d.location) };
}

export function decodeCompany(d: Loose<CompanyDto>): Company {
  return {
    ...decodeCompanySummary(d),
    startDate: text(d.application_startdate),
    employeeCount: text(d.application_enddate),
    netWorth: text(d.salary),
    mainHeading: text(d.mainheading),
    mainDescription: text(d.maindescription),
    sections: parseHeadings(text(d.headings)),
  };
}

export function decodeArticleSummary(d: Loose<ArticleListItemDto>): ArticleSummary {
  return { id: Number(d.id), image: text(d.image), title: text(d.jobname), teaser: text(d.location) };
}

export function decodeArticle(d: Loose<ArticleDto>): Article {
  return {
    ...decodeArticleSummary(d),
    date: text(d.date),
    mainHeading: text(d.mainheading),
    mainDescription: text(d.maindescription),
    sections: parseHeadings(text(d.headings)),
    quote: text(d.salary),
  };
}

// ---- decoders by resource (the API client's table) ----

export interface ResourceSummaries {
  jobs: JobSummary;
  companies: CompanySummary;
  articles: ArticleSummary;
}

export interface ResourceDetails {
  jobs: Job;
  companies: Company;
  articles: Article;
}

/** Any JSON object; each decoder reads the fields it knows and tolerates the rest. */
export type WireObject = Readonly<Record<string, unknown>>;

export const wireDecoders: {
  [K in Resource]: { summary: (wire: WireObject) => ResourceSummaries[K]; detail: (wire: WireObject) => ResourceDetails[K] };
} = {
  jobs: { summary: decodeJobSummary, detail: decodeJob },
  companies: { summary: decodeCompanySummary, detail: decodeCompany },
  articles: { summary: decodeArticleSummary, detail: decodeArticle },
};

// ---- the job's fields that travel with an application (docs/PRODUCT.md §3), each only when present ----

export type AppliedJobFields = Pick<
  ApplicationFields,
  'jobid' | 'jobname' | 'location' | 'jobtype' | 'companyname' | 'startdate' | 'enddate'
>;

export function encodeAppliedJob(job: JobSummary & Partial<Pick<Job, 'startDate' | 'endDate'>>): AppliedJobFields {
  const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    jobid: String(job.id),
    jobname: present(job.title),
    location: present(job.location),
    jobtype: present(job.jobType),
    companyname: present(job.companyName),
    startdate: present(job.startDate),
    enddate: present(job.endDate),
  };
}
