import type { Kysely, Selectable } from 'kysely';

import type { ContentListQuery } from '../../src/domain/staffContentList';
import type { Database } from '../db/schema';
import type { ContentTable } from './contentWrites';
import { countRows, countRowsWhere } from './counts';
import { containsAny } from './inboxFilters';

/** One page of a content table, how many rows the search matches and how many there are in all. */
export interface ContentPage<R> {
  items: R[];
  matches: number;
  total: number;
}

/**
 * Newest first, the search and the paging done by the database (LIMIT/OFFSET on the primary key's
 * order), so a catalogue of thousands of jobs costs one page of rows per request.
 */
export async function contentPage<T extends ContentTable, R>(
  db: Kysely<Database>,
  table: T,
  searched: readonly string[],
  query: ContentListQuery,
  fromRow: (row: Selectable<Database[T]>) => R,
): Promise<ContentPage<R>> {
  const matching = query.q === undefined ? undefined : () => containsAny(searched, query.q ?? '');
  let select = db
    .selectFrom(table as ContentTable)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset);
  if (matching) select = select.where(matching);
  // The rows are those of `table`; Kysely cannot follow a table name that is a type parameter.
  const rows = (await select.execute()) as unknown as Selectable<Database[T]>[];
  const total = await countRows(db, table);
  const matches = matching ? await countRowsWhere(db, table, matching) : total;
  return { items: rows.map(fromRow), matches, total };
}
