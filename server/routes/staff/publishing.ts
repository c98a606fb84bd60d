import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';

import type { Resource } from '../../../src/contract/resources';
import { RESOURCES } from '../../../src/contract/resources';
import type { ContentPageDto, ContentValuesDto } from '../../../src/contract/staff';
import { staffContentPaths, staffPaths } from '../../../src/contract/staff';
import type { ValueField } from '../../../src/domain/contentValues';
import { existingSpelling } from '../../../src/domain/contentValues';
import type { ArticleRecord, CompanyRecord, JobRecord, Section } from '../../../src/domain/entities';
import { articleInputSchema, companyInputSchema, jobInputSchema } from '../../../src/domain/staffContent';
import type { ContentListQuery } from '../../../src/domain/staffContentList';
import { asksForPage, contentListQuerySchema } from '../../../src/domain/staffContentList';
import { fieldErrors } from '../../../src/domain/submissions';
import { limitBody } from '../../bodies/bodyLimit';
import { readJson } from '../../bodies/readBody';
import { requireMediaType } from '../../guards/mediaType';
import { ApiError, invalidFields } from '../../http/errors';
import { articleToRow, findArticle, listArticles, pageArticles } from '../../repositories/articles';
import { companyToRow, findCompany, listCompanies, pageCompanies } from '../../repositories/companies';
import type { ContentPage } from '../../repositories/contentPages';
import type { SavedRecord } from '../../repositories/contentValues';
import { contentValues } from '../../repositories/contentValues';
import type { ContentRow } from '../../repositories/contentWrites';
import { deleteContent, insertContent, updateContent } from '../../repositories/contentWrites';
import { findJob, jobToRow, listJobs, pageJobs } from '../../repositories/jobs';
import { parseId } from '../parseId';
import type { StaffDeps, StaffEnv } from './requireStaff';

type Fields<R> = Omit<R, 'id'>;

/** Checks a body against the shared schema; its sections become the stored `headings` JSON text. */
function checked<R extends { headings: string }>(schema: z.ZodType<Omit<R, 'id' | 'headings'> & { sections: Section[] }>) {
  return (value: unknown): Fields<R> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
    const { sections, ...rest } = parsed.data;
    // rest holds every field of R but id and headings (the schema's type says so); headings is added.
    return { ...rest, headings: JSON.stringify(sections) } as unknown as Fields<R>;
  };
}

/** How staff read, check and store one kind of content. */
interface Publishing<R extends { id: number }, T extends Resource> {
  noun: string;
  check: (value: unknown) => Fields<R>;
  toRow: (fields: Omit<R, 'id'>) => ContentRow<T>;
  list: (db: StaffDeps['db']['kysely']) => Promise<R[]>;
  page: (db: StaffDeps['db']['kysely'], query: ContentListQuery) => Promise<ContentPage<R>>;
  find: (db: StaffDeps['db']['kysely'], id: number) => Promise<R | undefined>;
  /** The record's fields that name a shared value, stored in that value's existing spelling. */
  shared: Partial<Record<keyof R & string, ValueField>>;
}

interface Records {
  jobs: JobRecord;
  companies: CompanyRecord;
  articles: ArticleRecord;
}

const publishing: { [K in Resource]: Publishing<Records[K], K> } = {
  jobs: {
    noun: 'job',
    check: checked<JobRecord>(jobInputSchema),
    toRow: jobToRow,
    list: listJobs,
    page: pageJobs,
    find: findJob,
    shared: { companyName: 'companyName', location: 'location', jobType: 'jobType', experience: 'experience' },
  },
  companies: {
    noun: 'company',
    check: checked<CompanyRecord>(companyInputSchema),
    toRow: companyToRow,
    list: listCompanies,
    page: pageCompanies,
    find: findCompany,
    shared: { name: 'companyName', location: 'location' },
  },
  articles: {
    noun: 'article',
    check: checked<ArticleRecord>(articleInputSchema),
    toRow: articleToRow,
    list: listArticles,
    page: pageArticles,
    find: findArticle,
    shared: {},
  },
};

/**
 * The fields that name a shared value, in the spelling the other records already use ("chennai"
 * is stored as "Chennai"), the record itself left out so a correction of its own spelling stands.
 */
async function inExistingSpellings<R extends { id: number }>(
  db: StaffDeps['db']['kysely'],
  fields: Fields<R>,
  shared: Partial<Record<keyof R & string, ValueField>>,
  saved: SavedRecord,
): Promise<Fields<R>> {
  const entries = Object.entries(shared) as [keyof Fields<R> & string, ValueField][];
  if (entries.length === 0) return fields;
  const existing = await contentValues(db, saved);
  const spelled: Record<string, unknown> = { ...fields };
  for (const [name, field] of entries) {
    const value = spelled[name];
    if (typeof value === 'string') spelled[name] = existingSpelling(value, existing[field]);
  }
  return spelled as Fields<R>;
}

/** The list's paging and search parameters, or a 400 naming each one that is wrong. */
function listQuery(params: Record<string, string>): ContentListQuery {
  const parsed = contentListQuerySchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new ApiError(400, `Please check the list's parameters: ${Object.values(errors).join('; ')}.`, errors);
}

/** A published item is a few kilobytes of text; the image goes separately. */
const CONTENT_MAX_BYTES = 256 * 1024;

function mount<K extends Resource>(app: Hono<StaffEnv>, deps: StaffDeps, table: K): void {
  const p = publishing[table] as Publishing<Records[K], K>;
  const path = staffContentPaths[table];
  const db = () => deps.db.kysely;
  const missing = () => new ApiError(404, `The ${p.noun} was not found.`);
  // A new record has no id yet: -1 leaves no record out.
  const fieldsOf = async (c: Context, saved = -1) =>
    p.toRow(await inExistingSpellings(db(), p.check(await readJson(c)), p.shared, { table, id: saved }));
  const id = (c: Context): number => {
    const value = parseId(c.req.param('id') ?? '');
    if (value === null) throw missing();
    return value;
  };
  const body = [
    requireMediaType('application/json', `Send the ${p.noun} as JSON (Content-Type: application/json).`),
    limitBody(CONTENT_MAX_BYTES, `The ${p.noun} is too large.`),
  ] as const;

  app.get(path, async (c) => {
    const params = c.req.query();
    // Callers of the first version of this API send no parameters and read a bare array.
    if (!asksForPage(params)) return c.json((await p.list(db())).reverse());
    const query = listQuery(params);
    const found = await p.page(db(), query);
    return c.json<ContentPageDto<Records[K]>>({ ...found, offset: query.offset, limit: query.limit });
  });
  app.get(`${path}/:id`, async (c) => {
    const record = await p.find(db(), id(c));
    if (!record) throw missing();
    return c.json(record);
  });
  app.post(path, ...body, async (c) => {
    const created = await insertContent(db(), table, await fieldsOf(c), deps.now());
    deps.answers.invalidate();
    return c.json({ id: created }, 201);
  });
  app.put(`${path}/:id`, ...body, async (c) => {
    const target = id(c);
    if (!(await updateContent(db(), table, target, await fieldsOf(c, target), deps.now()))) throw missing();
    deps.answers.invalidate();
    return c.body(null, 204);
  });
  app.delete(`${path}/:id`, async (c) => {
    if (!(await deleteContent(db(), table, id(c)))) throw missing();
    deps.answers.invalidate();
    return c.body(null, 204);
  });
}

/**
 * Create, change and remove jobs, companies and articles. Every write empties the public answer
 * cache, so the next GET is built afresh with a new ETag and installed apps replace their copies.
 */
export function publishingRoutes(deps: StaffDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  for (const resource of RESOURCES) mount(app, deps, resource);
  app.get(staffPaths.contentValues, async (c) => c.json<ContentValuesDto>(await contentValues(deps.db.kysely)));
  return app;
}
