import type { ContentValues } from '../domain/contentValues';
import type { ArticleRecord, CompanyRecord, JobRecord } from '../domain/entities';
import type { ApplicationRecord, EnquiryRecord } from '../domain/staffInbox';
import { API_PREFIX } from './paths';
import type { Resource } from './resources';

/**
 * The staff console's API: its paths and wire types. Everything lives under one prefix, so the
 * service worker can leave it alone (never saved, never precached) and the session cookie is
 * sent to nothing else (its Path).
 */
export const STAFF_API_PREFIX = `${API_PREFIX}/staff`;

export const staffPaths = {
  session: `${STAFF_API_PREFIX}/session`,
  counts: `${STAFF_API_PREFIX}/counts`,
  applications: `${STAFF_API_PREFIX}/applications`,
  applicationsCsv: `${STAFF_API_PREFIX}/applications.csv`,
  /** The jobs applications were sent for, for the inbox's job filter. */
  applicationJobs: `${STAFF_API_PREFIX}/application-jobs`,
  enquiries: `${STAFF_API_PREFIX}/enquiries`,
  enquiriesCsv: `${STAFF_API_PREFIX}/enquiries.csv`,
  images: `${STAFF_API_PREFIX}/images`,
  /** The existing companies, places, job types and experience bands, for the publishing forms. */
  contentValues: `${STAFF_API_PREFIX}/content-values`,
  /** Real visits' Core Web Vitals per page template, the Speed tab's report (src/contract/vitals.ts). */
  speed: `${STAFF_API_PREFIX}/speed`,
} as const;

/** Where staff create (POST), read, change (PUT) and remove (DELETE, `${path}/{id}`) each resource. */
export const staffContentPaths: Readonly<Record<Resource, string>> = {
  jobs: `${STAFF_API_PREFIX}/jobs`,
  companies: `${STAFF_API_PREFIX}/companies`,
  articles: `${STAFF_API_PREFIX}/articles`,
};

export function staffItemPath(list: string, id: number): string {
  return `${list}/${id}`;
}

export function resumePath(applicationId: number): string {
  return `${staffPaths.applications}/${applicationId}/resume`;
}

export interface StaffSessionDto {
  email: string;
}

export interface InboxCountsDto {
  /** How many applications and enquiries are still "new". */
  applications: number;
  enquiries: number;
  /** The id of the newest application and enquiry (0 when there is none). */
  newest: InboxIds;
  /** How many arrived after the ids asked about (`?applicationsAfter&enquiriesAfter`; 0 when not asked). */
  arrived: InboxIds;
}

export interface InboxIds {
  applications: number;
  enquiries: number;
}

/** The existing values of the fields that name a shared thing (src/domain/contentValues.ts). */
export type ContentValuesDto = ContentValues;

/**
 * An application on the wire: the inbox's record (src/domain/staffInbox.ts) with its job and resume
 * flattened into fields of their own and its time named createdAt, so the fields both share are
 * declared once, in the domain.
 */
export type StaffApplicationDto = Omit<ApplicationRecord, 'job' | 'resume' | 'receivedAt'> & {
  jobId: string | null;
  jobTitle: string | null;
  jobLocation: string | null;
  jobType: string | null;
  companyName: string | null;
  /** True when jobId names no job now: the job fields are then the applicant's copy. */
  jobRemoved: boolean;
  resumeName: string;
  resumeType: string;
  resumeSize: number;
  createdAt: string;
};

/** A job that applications were sent for (it may have been removed since), and how many. */
export interface ApplicationJobDto {
  jobId: string;
  /** The job's own title; where it was removed, the one the newest of its applications gave (null when none did). */
  jobTitle: string | null;
  /** True when the id names no job now. */
  removed: boolean;
  applications: number;
}

/** An enquiry on the wire: the inbox's record with its time named createdAt. */
export type StaffEnquiryDto = Omit<EnquiryRecord, 'receivedAt'> & { createdAt: string };

export interface InboxPageDto<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A page of jobs, companies or articles (`?offset&limit&q`, src/domain/staffContentList.ts), newest
 * first. Without any of those parameters the list answers every item as a bare array instead.
 */
export interface ContentPageDto<T> {
  items: T[];
  offset: number;
  limit: number;
  /** How many items the search text matches (all of them without one). */
  matches: number;
  /** How many items there are in all. */
  total: number;
}

export interface UploadedImageDto {
  name: string;
  url: string;
}

export interface StaffRecords {
  jobs: JobRecord;
  companies: CompanyRecord;
  articles: ArticleRecord;
}
