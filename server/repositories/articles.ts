import type { Kysely } from 'kysely';

import type { ArticleRecord } from '../../src/domain/entities';
import type { ContentListQuery } from '../../src/domain/staffContentList';
import type { ArticleRow, Database, NewArticleRow } from '../db/schema';
import type { ContentPage } from './contentPages';
import { contentPage } from './contentPages';
import { insertManyContent } from './contentWrites';

export function articleFromRow(r: ArticleRow): ArticleRecord {
  return {
    id: r.id,
    image: r.image,
    title: r.title,
    teaser: r.teaser,
    date: r.date,
    mainHeading: r.main_heading,
    mainDescription: r.main_description,
    headings: r.headings,
    quote: r.quote,
  };
}

export function articleToRow(a: Omit<ArticleRecord, 'id'>): NewArticleRow {
  return {
    image: a.image,
    title: a.title,
    teaser: a.teaser,
    date: a.date,
    main_heading: a.mainHeading,
    main_description: a.mainDescription,
    headings: a.headings,
    quote: a.quote,
  };
}

/** Every article, oldest first. */
export async function listArticles(db: Kysely<Database>): Promise<ArticleRecord[]> {
  const rows = await db.selectFrom('articles').selectAll().orderBy('id', 'asc').execute();
  return rows.map(articleFromRow);
}

/** A page of articles, newest first; the search text is looked for in the title or teaser. */
export function pageArticles(db: Kysely<Database>, query: ContentListQuery): Promise<ContentPage<ArticleRecord>> {
  return contentPage(db, 'articles', ['title', 'teaser'], query, articleFromRow);
}

export async function findArticle(db: Kysely<Database>, id: number): Promise<ArticleRecord | undefined> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  return row && articleFromRow(row);
}

/** Inserts in array order (ids follow it): one content version for all, each row stamped with `at`. */
export async function insertArticles(
  db: Kysely<Database>,
  articles: readonly Omit<ArticleRecord, 'id'>[],
  at: Date,
): Promise<void> {
  await insertManyContent(db, 'articles', articles.map(articleToRow), at);
}
