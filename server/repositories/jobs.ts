import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { JobRecord } from '../../src/domain/entities';
import type { DialectName } from '../db/connect';
import type { Database, JobRow, NewJobRow } from '../db/schema';
import { insertInChunks } from './chunks';
import { stamped } from './contentWrites';

export function jobFromRow(r: JobRow): JobRecord {
  return {
    id: r.id,
    image: r.image,
    title: r.title,
    companyName: r.company_name,
    location: r.location,
    jobType: r.job_type,
    experience: r.experience,
    salary: r.salary,
    startDate: r.start_date,
    endDate: r.end_date,
    mainHeading: r.main_heading,
    mainDescription: r.main_description,
    headings: r.headings,
  };
}

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

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRecord | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && jobFromRow(row);
}

/** Inserts in array order (ids follow it), each row stamped with `at`. */
export async function insertJobs(db: Kysely<Database>, jobs: readonly Omit<JobRecord, 'id'>[], at: Date): Promise<void> {
  await insertInChunks(
    jobs.map((r) => stamped(jobToRow(r), at)),
    (chunk) => db.insertInto('jobs').values(chunk).execute(),
  );
}

/** Removes every job and restarts ids at 1 (for `npm run seed -- --reset`). */
export async function deleteAllJobs(db: Kysely<Database>, dialect: DialectName): Promise<number> {
  const result = await db.deleteFrom('jobs').executeTakeFirst();
  if (dialect === 'sqlite') await sql`DELETE FROM sqlite_sequence WHERE name = 'jobs'`.execute(db);
  else await sql`ALTER SEQUENCE jobs_id_seq RESTART WITH 1`.execute(db);
  return Number(result.numDeletedRows);
}
