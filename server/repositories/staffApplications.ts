import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';

import type {
  ApplicationQuery,
  ApplicationRecord,
  ApplicationUpdate,
  AppliedJob,
  JobApplicationCount,
} from '../../src/domain/staffInbox';
import { INITIAL_STATUS } from '../../src/domain/staffInbox';
import type { ApplicationsTable, Database } from '../db/schema';
import type { CurrentJob } from './appliedJobs';
import { currentJobs } from './appliedJobs';
import { countRowsWhere } from './counts';
import type { Page } from './inboxFilters';
import { containsAny, pageBounds } from './inboxFilters';

/** Every column but the resume's bytes: a list never loads files. */
const LISTED = [
  'id',
  'full_name',
  'mobile',
  'email',
  'address',
  'pincode',
  'experience_years',
  'previous_role',
  'job_id',
  'job_title',
  'job_location',
  'job_type',
  'company_name',
  'resume_name',
  'resume_type',
  'resume_size',
  'status',
  'notes',
  'created_at',
] as const;

function matching(query: Omit<ApplicationQuery, 'page'>) {
  return (eb: ExpressionBuilder<Database, 'applications'>) => {
    const tests = [];
    if (query.status) tests.push(eb('status', '=', query.status));
    if (query.job) tests.push(eb('job_id', '=', query.job));
    if (query.q) tests.push(containsAny(['full_name', 'email', 'company_name'], query.q));
    return eb.and(tests);
  };
}

type ListedRow = Pick<Selectable<ApplicationsTable>, 'job_id' | 'job_title' | 'job_location' | 'job_type' | 'company_name'>;

/** The job's own details where it exists, else the applicant's copy, marked removed (appliedJobs.ts says why). */
function appliedJob(r: ListedRow, jobs: ReadonlyMap<string, CurrentJob>): AppliedJob {
  const current = r.job_id === null ? undefined : jobs.get(r.job_id);
  if (current) return { id: r.job_id, ...current, removed: false };
  return {
    id: r.job_id,
    title: r.job_title,
    location: r.job_location,
    type: r.job_type,
    companyName: r.company_name,
    removed: r.job_id !== null,
  };
}

/** Newest first; pageSize null lists every match. */
export async function listApplications(
  db: Kysely<Database>,
  query: ApplicationQuery,
  pageSize: number | null,
): Promise<Page<ApplicationRecord>> {
  const { limit, offset } = pageBounds(query.page, pageSize);
  let select = db.selectFrom('applications').select(LISTED).where(matching(query)).orderBy('id', 'desc');
  if (limit !== null) select = select.limit(limit).offset(offset);
  const rows = await select.execute();
  const total = await countRowsWhere(db, 'applications', matching(query));
  const jobs = await currentJobs(
    db,
    rows.map((r) => r.job_id),
  );
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      fullName: r.full_name,
      mobile: r.mobile,
      email: r.email,
      address: r.address,
      pincode: r.pincode,
      experienceYears: Number(r.experience_years),
      previousRole: r.previous_role,
      job: appliedJob(r, jobs),
      resume: { name: r.resume_name, type: r.resume_type, size: r.resume_size },
      status: r.status,
      notes: r.notes,
      receivedAt: r.created_at,
    })),
  };
}

/**
 * Every job id that applications name, with the job's own title (where it was removed, the title
 * its newest application gave) and their count; by title, then id.
 */
export async function listApplicationJobs(db: Kysely<Database>): Promise<JobApplicationCount[]> {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['job_id', 'job_title', eb.fn.countAll().as('count'), eb.fn.max('id').as('newest')])
    .where('job_id', 'is not', null)
    .groupBy(['job_id', 'job_title'])
    .execute();
  const jobs = new Map<string, Omit<JobApplicationCount, 'removed'> & { newest: number }>();
  for (const row of rows) {
    if (row.job_id === null) continue;
    const count = Number(row.count);
    const newest = Number(row.newest);
    const known = jobs.get(row.job_id);
    if (!known) jobs.set(row.job_id, { jobId: row.job_id, jobTitle: row.job_title, applications: count, newest });
    else {
      known.applications += count;
      if (newest > known.newest) Object.assign(known, { jobTitle: row.job_title, newest });
    }
  }
  const current = await currentJobs(db, jobs.keys());
  return [...jobs.values()]
    .map(({ jobId, jobTitle, applications }) => {
      const job = current.get(jobId);
      return { jobId, jobTitle: job ? job.title : jobTitle, removed: !job, applications };
    })
    .sort(
      (a, b) => (a.jobTitle ?? '').localeCompare(b.jobTitle ?? '') || a.jobId.localeCompare(b.jobId, 'en', { numeric: true }),
    );
}

export async function countNewApplications(db: Kysely<Database>): Promise<number> {
  return countRowsWhere(db, 'applications', (eb) => eb('status', '=', INITIAL_STATUS));
}

export interface ResumeFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export async function findResume(db: Kysely<Database>, id: number): Promise<ResumeFile | undefined> {
  const row = await db
    .selectFrom('applications')
    .select(['resume_name', 'resume_type', 'resume'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { name: row.resume_name, type: row.resume_type, bytes: row.resume };
}

/** Returns false when there is no such application. */
export async function updateApplication(db: Kysely<Database>, id: number, update: ApplicationUpdate): Promise<boolean> {
  const result = await db.updateTable('applications').set(update).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
