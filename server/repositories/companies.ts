import type { Kysely } from 'kysely';

import type { CompanyRecord } from '../../src/domain/entities';
import type { CompanyRow, Database, NewCompanyRow } from '../db/schema';
import { insertInChunks } from './chunks';
import { stamped } from './contentWrites';

export function companyFromRow(r: CompanyRow): CompanyRecord {
  return {
    id: r.id,
    image: r.image,
    name: r.name,
    location: r.location,
    startDate: r.start_date,
    employeeCount: r.employee_count,
    netWorth: r.net_worth,
    mainHeading: r.main_heading,
    mainDescription: r.main_description,
    headings: r.headings,
  };
}

export function companyToRow(c: Omit<CompanyRecord, 'id'>): NewCompanyRow {
  return {
    image: c.image,
    name: c.name,
    location: c.location,
    start_date: c.startDate,
    employee_count: c.employeeCount,
    net_worth: c.netWorth,
    main_heading: c.mainHeading,
    main_description: c.mainDescription,
    headings: c.headings,
  };
}

/** Every company, oldest first (the app reverses the list itself). */
export async function listCompanies(db: Kysely<Database>): Promise<CompanyRecord[]> {
  const rows = await db.selectFrom('companies').selectAll().orderBy('id', 'asc').execute();
  return rows.map(companyFromRow);
}

export async function findCompany(db: Kysely<Database>, id: number): Promise<CompanyRecord | undefined> {
  const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  return row && companyFromRow(row);
}

/** Inserts in array order (ids follow it), each row stamped with `at`. */
export async function insertCompanies(
  db: Kysely<Database>,
  companies: readonly Omit<CompanyRecord, 'id'>[],
  at: Date,
): Promise<void> {
  await insertInChunks(
    companies.map((r) => stamped(companyToRow(r), at)),
    (chunk) => db.insertInto('companies').values(chunk).execute(),
  );
}
