import type { Kysely } from 'kysely';

import type { CompanyRecord } from '../../src/domain/entities';
import type { ContentListQuery } from '../../src/domain/staffContentList';
import type { CompanyRow, Database, NewCompanyRow } from '../db/schema';
import type { ContentPage } from './contentPages';
import { contentPage } from './contentPages';
import { insertManyContent } from './contentWrites';

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

/** A page of companies, newest first; the search text is looked for in the name or location. */
export function pageCompanies(db: Kysely<Database>, query: ContentListQuery): Promise<ContentPage<CompanyRecord>> {
  return contentPage(db, 'companies', ['name', 'location'], query, companyFromRow);
}

export async function findCompany(db: Kysely<Database>, id: number): Promise<CompanyRecord | undefined> {
  const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  return row && companyFromRow(row);
}

/** Inserts in array order (ids follow it): one content version for all, each row stamped with `at`. */
export async function insertCompanies(
  db: Kysely<Database>,
  companies: readonly Omit<CompanyRecord, 'id'>[],
  at: Date,
): Promise<void> {
  await insertManyContent(db, 'companies', companies.map(companyToRow), at);
}
