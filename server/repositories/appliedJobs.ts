import type { Kysely } from 'kysely';

import type { AppliedJob } from '../../src/domain/staffInbox';
import type { Database } from '../db/schema';

/** A job's own details, as the jobs table holds them now. */
export type CurrentJob = Pick<AppliedJob, 'title' | 'location' | 'type' | 'companyName'>;

/** Ids per query: far below both engines' cap on bound parameters. */
const IDS_PER_QUERY = 500;

/**
 * Only a job id as the site writes it (`1`, not `01` or `1.0`) names a job: the applications are
 * filtered by the id's exact text, so a look-up must not match what that filter does not.
 */
const JOB_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The current details of the jobs these ids name, by id (as text). An id with no entry names no
 * job now (removed, or never one): only then does the console show the applicant's copy.
 * Why not the copy always: the applicant's form sends the job's title and the rest as plain
 * fields, so anyone can post `jobid=1&jobname=URGENT: pay a fee at ...` and have staff read it
 * as job 1's title.
 */
export async function currentJobs(db: Kysely<Database>, ids: Iterable<string | null>): Promise<Map<string, CurrentJob>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null && JOB_ID.test(id)))].map(Number);
  const found = new Map<string, CurrentJob>();
  for (let i = 0; i < wanted.length; i += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('jobs')
      .select(['id', 'title', 'location', 'job_type', 'company_name'])
      .where('id', 'in', wanted.slice(i, i + IDS_PER_QUERY))
      .execute();
    for (const r of rows) {
      found.set(String(r.id), { title: r.title, location: r.location, type: r.job_type, companyName: r.company_name });
    }
  }
  return found;
}
