import type { ArticleRecord, CompanyRecord, JobRecord } from '../../src/domain/entities';
import type { Db } from '../db/connect';
import { insertArticles } from '../repositories/articles';
import { insertCompanies } from '../repositories/companies';
import { countContent } from '../repositories/counts';
import { insertJobs } from '../repositories/jobs';
import { demoArticles, demoCompanies, demoJobs } from './demoData';

/** Content to put into an empty database; ids are given by the database in array order. */
export interface SeedData {
  jobs: readonly Omit<JobRecord, 'id'>[];
  companies: readonly Omit<CompanyRecord, 'id'>[];
  articles: readonly Omit<ArticleRecord, 'id'>[];
}

export const demoSeedData: SeedData = { jobs: demoJobs, companies: demoCompanies, articles: demoArticles };

/**
 * Seeds the database when it holds no jobs, companies or articles at all, in one transaction
 * (all or nothing), every row stamped with `at`. Returns true when it seeded. A database with any content is left alone.
 */
export async function seedIfEmpty(db: Db, data: SeedData = demoSeedData, at = new Date()): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const counts = await countContent(trx);
    if (counts.jobs + counts.companies + counts.articles > 0) return false;
    await insertJobs(trx, data.jobs, at);
    await insertCompanies(trx, data.companies, at);
    await insertArticles(trx, data.articles, at);
    return true;
  });
}
