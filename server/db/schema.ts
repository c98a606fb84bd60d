import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables as Kysely sees them. Column names say what a value is (title, company_name,
 * employee_count, ...); the API's odd wire names exist only in src/contract/wire.ts.
 * Timestamps are ISO-8601 UTC text: the same type in SQLite and PostgreSQL, and it sorts.
 */
export interface JobsTable {
  id: Generated<number>;
  image: string;
  title: string;
  company_name: string;
  location: string;
  job_type: string | null;
  experience: string | null;
  salary: string;
  start_date: string;
  end_date: string;
  main_heading: string;
  main_description: string;
  /** Raw JSON text, kept as received even when broken. */
  headings: string;
  /** The content version this row was last written at (server/repositories/contentVersion.ts). */
  version: ContentVersionColumn;
  /**
   * When the row was last written (ISO-8601 UTC): the sitemap's lastmod. Every write sets it
   * (server/repositories/contentWrites.ts stamped); rows older than the column have its migration's time.
   */
  updated_at: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  image: string;
  name: string;
  location: string;
  start_date: string;
  employee_count: string;
  net_worth: string;
  main_heading: string;
  main_description: string;
  headings: string;
  /** The content version this row was last written at (server/repositories/contentVersion.ts). */
  version: ContentVersionColumn;
  /**
   * When the row was last written (ISO-8601 UTC): the sitemap's lastmod. Every write sets it
   * (server/repositories/contentWrites.ts stamped); rows older than the column have its migration's time.
   */
  updated_at: string;
}

export interface ArticlesTable {
  id: Generated<number>;
  image: string;
  title: string;
  teaser: string;
  date: string;
  main_heading: string;
  main_description: string;
  headings: string;
  quote: string;
  /** The content version this row was last written at (server/repositories/contentVersion.ts). */
  version: ContentVersionColumn;
  /**
   * When the row was last written (ISO-8601 UTC): the sitemap's lastmod. Every write sets it
   * (server/repositories/contentWrites.ts stamped); rows older than the column have its migration's time.
   */
  updated_at: string;
}

/**
 * A content version as stored: bigint, which node-postgres reads as a string, so it is read
 * through Number() (server/repositories/contentVersion.ts) and written as a number.
 */
export type ContentVersionColumn = ColumnType<number | string, number, number>;

/** The one-row counter of content writes (docs/ARCHITECTURE.md "Content version"). */
export interface ContentVersionTable {
  id: number;
  version: ContentVersionColumn;
}

/** A removed job, company or article: which, and the content version that removed it. */
export interface ContentRemovalsTable {
  resource: string;
  id: number;
  version: ContentVersionColumn;
}

export interface EnquiriesTable {
  id: Generated<number>;
  company_name: string;
  email: string;
  phone: string;
  job_title: string;
  description: string;
  created_at: string;
  status: Generated<string>;
  notes: Generated<string>;
}

export interface ApplicationsTable {
  id: Generated<number>;
  full_name: string;
  mobile: string;
  email: string;
  address: string;
  pincode: string;
  experience_years: number;
  previous_role: string;
  job_id: string | null;
  job_title: string | null;
  job_location: string | null;
  job_type: string | null;
  company_name: string | null;
  job_start_date: string | null;
  job_end_date: string | null;
  resume_name: string;
  resume_type: string;
  resume_size: number;
  resume_sha256: string;
  /** The file itself: stored with the application, never on a public path. */
  resume: Uint8Array;
  created_at: string;
  status: Generated<string>;
  notes: Generated<string>;
}

export interface IdempotencyKeysTable {
  route: string;
  key: string;
  request_hash: string;
  status: number;
  /** The answer's body exactly as first sent, sent again byte for byte to a repeat. */
  body: string;
  created_at: string;
  /** The base64 SHA-256 of the first request's body bytes, when it sent a Content-Digest (null before 009). */
  body_digest: string | null;
}

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower case, so one person has one account whatever they type. */
  email: string;
  /** scrypt$N$r$p$salt$key (server/staff/passwords.ts). */
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
}

/** The per-address rate limits and the staff lockout, shared by every instance (repositories/limitWindows.ts). */
export interface LimitWindowsTable {
  /** What is counted ('applications', 'login-email', ...): each bucket is a limit of its own. */
  bucket: string;
  /** Whom: a client address (an IPv6 /64) or an email. */
  key: string;
  /** JSON array of the counted hits' times (milliseconds since 1970), oldest first; never more than the limit. */
  hits: string;
  /** When the newest hit leaves its window: after it the row counts nothing and is purged. */
  expires_at: string;
}

export interface ImagesTable {
  /** The name in the image's URL (/uploads/<name>): `img-<32 hex>.<ext>`, never reused. */
  name: string;
  /** Determined from the bytes at upload (src/domain/images.ts), never taken from the client. */
  content_type: string;
  size: number;
  /** Hex SHA-256 of the bytes: the strong ETag. */
  sha256: string;
  bytes: Uint8Array;
  created_at: string;
}

/**
 * Each job's searched words (server/repositories/jobSearch.ts): one row per job, written with the job
 * in the same transaction; each field is its words, folded and space-separated (src/domain/keywordSearch.ts).
 * SQLite indexes it with an FTS5 table kept in step by triggers, PostgreSQL with a generated tsvector.
 */
export interface JobSearchTable {
  job_id: number;
  title: string;
  company_name: string;
  location: string;
  job_type: string;
  experience: string;
  salary: string;
  main_heading: string;
  headings: string;
  main_description: string;
}

/**
 * Real visits' Core Web Vitals as a histogram (server/repositories/vitals.ts, src/domain/vitals.ts):
 * how many visits of a page template on a day measured a metric within a bucket. Nothing else.
 */
export interface VitalsTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** A page template (src/contract/vitals.ts). */
  template: string;
  /** LCP, INP, CLS or TTFB. */
  metric: string;
  /** The bucket's index among the metric's edges (VITAL_RULES). */
  bucket: number;
  count: number;
}

export interface Database {
  jobs: JobsTable;
  job_search: JobSearchTable;
  companies: CompaniesTable;
  articles: ArticlesTable;
  enquiries: EnquiriesTable;
  applications: ApplicationsTable;
  idempotency_keys: IdempotencyKeysTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  limit_windows: LimitWindowsTable;
  images: ImagesTable;
  content_version: ContentVersionTable;
  content_removals: ContentRemovalsTable;
  vitals: VitalsTable;
}

export type JobRow = Selectable<JobsTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type ArticleRow = Selectable<ArticlesTable>;
/** A row to write: its content version and time are stamped by the write itself (contentWrites.ts), never by the caller. */
export type NewJobRow = Omit<Insertable<JobsTable>, 'version' | 'updated_at'>;
export type NewCompanyRow = Omit<Insertable<CompaniesTable>, 'version' | 'updated_at'>;
export type NewArticleRow = Omit<Insertable<ArticlesTable>, 'version' | 'updated_at'>;
