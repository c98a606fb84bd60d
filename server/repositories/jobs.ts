import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { JobRecord } from '../../src/domain/entities';
import type { ContentListQuery } from '../../src/domain/staffContentList';
import type { DialectName } from '../db/connect';
import { jobFromRow } from '../db/jobRows';
import type { Database, NewJobRow } from '../db/schema';
import type { ContentPage } from './contentPages';
import { contentPage } from './contentPages';
import { deleteAllContent, insertManyContent } from './contentWrites';

// Moved beside the schema so the job search's migration reads rows the same way.
export { jobFromRow };

export function jobToRow(j: Omit<JobRecord, 'id'>): NewJobRow {
  return {
    image: j.image,
    title: j.title,
    company_name: j.companyName,
    location: j.location,
    job_type: j.jobType,
    experience: j.experience,
    salary: j.salary,
    start_date: j.startDate,
    end_date: j.endDate,
    main_heading: j.mainHeading,
    main_description: j.mainDescription,
    headings: j.headings,
  };
}

/** Every job, oldest first (the app takes "the last 10" itself). */
export async function listJobs(db: Kysely<Database>): Promise<JobRecord[]> {
  const rows = await db.selectFrom('jobs').selectAll().orderBy('id', 'asc').execute();
  return rows.map(jobFromRow);
}

/** A page of jobs, newest first; the search text is looked for in the title, company or location. */
export function pageJobs(db: Kysely<Database>, query: ContentListQuery): Promise<ContentPage<JobRecord>> {
  return contentPage(db, 'jobs', ['title', 'company_name', 'location'], query, jobFromRow);
}

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRecord | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && jobFromRow(row);
}

/** Inserts in array order (ids follow it): one content version for all, each row stamped with `at`. */
export async function insertJobs(db: Kysely<Database>, jobs: readonly Omit<JobRecord, 'id'>[], at: Date): Promise<void> {
  await insertManyContent(db, 'jobs', jobs.map(jobToRow), at);
}

/** Removes every job and restarts ids at 1 (for `npm run seed -- --reset`). */
export async function deleteAllJobs(db: Kysely<Database>, dialect: DialectName): Promise<number> {
  const removed = await deleteAllContent(db, 'jobs');
  if (dialect === 'sqlite') await sql`DELETE FROM sqlite_sequence WHERE name = 'jobs'`.execute(db);
  else await sql`ALTER SEQUENCE jobs_id_seq RESTART WITH 1`.execute(db);
  return removed;
}
