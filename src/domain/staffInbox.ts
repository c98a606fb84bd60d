import { z } from 'zod';

/**
 * The staff inbox's rules, shared by the console and the server: the status pipelines of
 * applications and enquiries, what a status change or note may hold, and how a list is asked for.
 */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'shortlisted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Every new application and enquiry starts here; the header counts these. */
export const INITIAL_STATUS = 'new' as const;

export const NOTES_MAX_LENGTH = 5000;
export const INBOX_PAGE_SIZE = 25;
export const INBOX_SEARCH_MAX_LENGTH = 200;

const notes = z.string().max(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH} characters`);

/** A change to one item: its status, its notes, or both. */
function updateSchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z
    .object({
      status: z.enum(statuses, { error: `Status must be one of: ${statuses.join(', ')}` }).optional(),
      notes: notes.optional(),
    })
    .strict()
    .refine((u) => u.status !== undefined || u.notes !== undefined, { message: 'Send a status or notes to change' });
}

export const applicationUpdateSchema = updateSchema(APPLICATION_STATUSES);
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;
export const enquiryUpdateSchema = updateSchema(ENQUIRY_STATUSES);
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** A blank query value means the parameter was not given. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The query string of an inbox list; blank values mean "no filter". */
function querySchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    page: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
    ),
    status: z.preprocess(
      blankToUndefined,
      z.enum(statuses, { error: `Status must be one of: ${statuses.join(', ')}` }).optional(),
    ),
    q: z.preprocess(blankToUndefined, z.string().trim().max(INBOX_SEARCH_MAX_LENGTH).optional()),
  });
}

export const applicationQuerySchema = querySchema(APPLICATION_STATUSES).extend({
  /** The id of the job applied for (kept as text: the job may have been removed since). */
  job: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
});
export type ApplicationQuery = z.infer<typeof applicationQuerySchema>;
export const enquiryQuerySchema = querySchema(ENQUIRY_STATUSES);
export type EnquiryQuery = z.infer<typeof enquiryQuerySchema>;

/**
 * The job an application names: the job's own details while it exists; once it is removed (or
 * when the id never named one), the applicant's copy of what the form sent, and `removed` says so.
 */
export interface AppliedJob {
  id: string | null;
  title: string | null;
  location: string | null;
  type: string | null;
  companyName: string | null;
  /** True when `id` names no job now: the details are the applicant's copy, not the job's. */
  removed: boolean;
}

/** What the inbox knows of an application's resume without loading the file. */
export interface ResumeFacts {
  name: string;
  type: string;
  size: number;
}

/** A received application as the inbox lists it (the resume's bytes are fetched on their own). */
export interface ApplicationRecord {
  id: number;
  fullName: string;
  mobile: string;
  email: string;
  address: string;
  pincode: string;
  experienceYears: number;
  previousRole: string;
  job: AppliedJob;
  resume: ResumeFacts;
  /** One of APPLICATION_STATUSES, as stored. */
  status: string;
  notes: string;
  /** ISO-8601 UTC. */
  receivedAt: string;
}

/** A received enquiry as the inbox lists it. */
export interface EnquiryRecord {
  id: number;
  companyName: string;
  email: string;
  phone: string;
  jobTitle: string;
  description: string;
  /** One of ENQUIRY_STATUSES, as stored. */
  status: string;
  notes: string;
  /** ISO-8601 UTC. */
  receivedAt: string;
}

/** A job id that applications name (the job may have been removed since), and how many do. */
export interface JobApplicationCount {
  jobId: string;
  /** The job's own title; where it was removed, the one the newest of its applications gave (null when none did). */
  jobTitle: string | null;
  /** True when the id names no job now. */
  removed: boolean;
  applications: number;
}

/** The largest id a table holds (PostgreSQL's integer); a larger marker could only be made up. */
const MAX_ID = 2_147_483_647;

/** An inbox id in a query: digits only (a marker the console sends back), blank meaning "not asked". */
const afterId = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,10}$/, `${label} must be a whole number`)
      .transform(Number)
      .refine((n) => n <= MAX_ID, `${label} must be at most ${MAX_ID}`)
      .optional(),
  );

/** GET /api/staff/counts: how many items arrived after the newest ones the console has shown. */
export const countsQuerySchema = z.object({
  applicationsAfter: afterId('applicationsAfter'),
  enquiriesAfter: afterId('enquiriesAfter'),
});
export type CountsQuery = z.infer<typeof countsQuerySchema>;
