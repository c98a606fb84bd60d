import type { ExpressionBuilder, Kysely } from 'kysely';

import type { EnquiryQuery, EnquiryRecord, EnquiryUpdate } from '../../src/domain/staffInbox';
import { INITIAL_STATUS } from '../../src/domain/staffInbox';
import type { Database } from '../db/schema';
import { countRowsWhere } from './counts';
import type { Page } from './inboxFilters';
import { containsAny, pageBounds } from './inboxFilters';

function matching(query: Omit<EnquiryQuery, 'page'>) {
  return (eb: ExpressionBuilder<Database, 'enquiries'>) => {
    const tests = [];
    if (query.status) tests.push(eb('status', '=', query.status));
    if (query.q) tests.push(containsAny(['company_name', 'email'], query.q));
    return eb.and(tests);
  };
}

/** Newest first; pageSize null lists every match. */
export async function listEnquiries(
  db: Kysely<Database>,
  query: EnquiryQuery,
  pageSize: number | null,
): Promise<Page<EnquiryRecord>> {
  const { limit, offset } = pageBounds(query.page, pageSize);
  let select = db.selectFrom('enquiries').selectAll().where(matching(query)).orderBy('id', 'desc');
  if (limit !== null) select = select.limit(limit).offset(offset);
  const rows = await select.execute();
  const total = await countRowsWhere(db, 'enquiries', matching(query));
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      companyName: r.company_name,
      email: r.email,
      phone: r.phone,
      jobTitle: r.job_title,
      description: r.description,
      status: r.status,
      notes: r.notes,
      receivedAt: r.created_at,
    })),
  };
}

export async function countNewEnquiries(db: Kysely<Database>): Promise<number> {
  return countRowsWhere(db, 'enquiries', (eb) => eb('status', '=', INITIAL_STATUS));
}

/** Returns false when there is no such enquiry. */
export async function updateEnquiry(db: Kysely<Database>, id: number, update: EnquiryUpdate): Promise<boolean> {
  const result = await db.updateTable('enquiries').set(update).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
