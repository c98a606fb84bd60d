import type { ArticleRecord, CompanyRecord, JobRecord } from '../../src/domain/entities';
import type { Db } from '../db/connect';
import { insertArticles } from '../repositories/articles';
import { insertCompanies } from '../repositories/companies';
import { countContent } from '../repositories/counts';
import { insertJobs } from '../repositories/jobs';
import { demoArticles, demoCompaniesOn, demoJobsOn } from './demoData';

/** Content to put into an empty database; ids are given by the database in array order. */
export interface SeedData {
  jobs: readonly Omit<JobRecord, 'id'>[];
  companies: readonly Omit<CompanyRecord, 'id'>[];
  articles: readonly Omit<ArticleRecord, 'id'>[];
}

/** The demo content as seeded on `day`: its application dates are counted from that day (seedDays.ts). */
export function demoSeedDataOn(day: Date): SeedData {
  return { jobs: demoJobsOn(day), companies: demoCompaniesOn(day), articles: demoArticles };
}

/** The demo content dated from the day this module loaded; a seed without data dates it from its own day instead. */
export const demoSeedData: SeedData = demoSeedDataOn(new Date());

/**
 * Seeds the database when it holds no jobs, companies or articles at all, in one transaction
 * (all or nothing), every row stamped with `at`. Without `data` it seeds the demo content dated
 * from `at` (demoSeedDataOn). Returns true when it seeded. A database with any content is left alone.
 */
export async function seedIfEmpty(db: Db, data?: SeedData, at = new Date()): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const counts = await countContent(trx);
    if (counts.jobs + counts.companies + counts.articles > 0) return false;
    data ??= demoSeedDataOn(at);
    await insertJobs(trx, data.jobs, at);
    await insertCompanies(trx, data.companies, at);
    await insertArticles(trx, data.articles, at);
    return true;
  });
}
