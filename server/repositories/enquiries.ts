import type { Kysely } from 'kysely';

import type { Enquiry } from '../../src/domain/submissions';
import type { Database } from '../db/schema';

/** Stores a validated enquiry; returns its id. */
export async function insertEnquiry(db: Kysely<Database>, e: Enquiry, now: Date): Promise<number> {
  const row = await db
    .insertInto('enquiries')
    .values({
      company_name: e.companyName,
      email: e.email,
      phone: e.phone,
      job_title: e.jobTitle,
      description: e.description,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
