import type { Kysely } from 'kysely';

import type { ApplicationFields } from '../../src/domain/submissions';
import type { Database } from '../db/schema';

export interface StoredResume {
  name: string;
  type: string;
  bytes: Uint8Array;
  sha256: string;
}

const orNull = (v: string | undefined): string | null => (v ? v : null);

/** Stores a validated application with its resume in the same row; returns its id. */
export async function insertApplication(
  db: Kysely<Database>,
  a: ApplicationFields,
  resume: StoredResume,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('applications')
    .values({
      full_name: a.fullname,
      mobile: a.mobile,
      email: a.email,
      address: a.address,
      pincode: a.pincode,
      experience_years: a.experience,
      previous_role: a.role,
      job_id: orNull(a.jobid),
      job_title: orNull(a.jobname),
      job_location: orNull(a.location),
      job_type: orNull(a.jobtype),
      company_name: orNull(a.companyname),
      job_start_date: orNull(a.startdate),
      job_end_date: orNull(a.enddate),
      resume_name: resume.name,
      resume_type: resume.type,
      resume_size: resume.bytes.byteLength,
      resume_sha256: resume.sha256,
      resume: resume.bytes,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
