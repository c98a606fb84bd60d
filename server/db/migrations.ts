import type { CreateTableBuilder, Kysely, Migration, MigrationProvider, MigrationResultSet } from 'kysely';
import { Migrator, sql } from 'kysely';

import { SEARCH_FIELDS } from '../../src/domain/keywordSearch';
import type { Db, DialectName } from './connect';
import { jobFromRow } from './jobRows';
import { SEARCH_COLUMNS, searchColumnList, writeJobSearchRows } from './jobSearchRows';
import type { Database } from './schema';

const CONTENT_TABLES = ['jobs', 'companies', 'articles'] as const;

/** A table being made, whatever columns it has so far. */
type NewTable = CreateTableBuilder<string, string>;

/** A column after the id: `name` is text NOT NULL, `name?` text that may be NULL, `[name, type]` that type NOT NULL. */
type Column = string | readonly [name: string, type: Parameters<NewTable['addColumn']>[1]];

/** Adds `columns` to `table` in order: the column lists read as data, not as chains of calls. */
const withColumns = (table: NewTable, columns: readonly Column[]): NewTable =>
  columns.reduce<NewTable>((built, column) => {
    if (typeof column !== 'string') return built.addColumn(column[0], column[1], (c) => c.notNull());
    return column.endsWith('?')
      ? built.addColumn(column.slice(0, -1), 'text')
      : built.addColumn(column, 'text', (c) => c.notNull());
  }, table);

/** The page text every content row carries: its main heading, its description, its sub-headings. */
const PAGE_TEXT = ['main_heading', 'main_description', 'headings'] as const;

/**
 * The one set of migrations for both engines. The few type differences (auto-increment ids,
 * binary columns) are chosen per dialect; everything else is shared.
 */
function migrations(dialect: DialectName): Record<string, Migration> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const bytesType = dialect === 'postgres' ? 'bytea' : 'blob';
  // SQLite needs AUTOINCREMENT so ids are never reused after a delete; PostgreSQL's serial already is.
  const idColumn = (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', idType, (col) => (dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey()));
  // The failed log-ins of 002, dropped by 005 for the shared limit windows, and made again by 005's down.
  const createLoginFailures = async (db: Kysely<unknown>) => {
    await withColumns(idColumn(db, 'login_failures'), ['kind', 'key', 'at']).execute();
    await db.schema.createIndex('login_failures_key').on('login_failures').columns(['kind', 'key', 'at']).execute();
  };

  return {
    '001_initial': {
      async up(db: Kysely<unknown>) {
        await withColumns(idColumn(db, 'jobs'), [
          'image',
          'title',
          'company_name',
          'location',
          'job_type?',
          'experience?',
          'salary',
          'start_date',
          'end_date',
          ...PAGE_TEXT,
        ]).execute();
        await withColumns(idColumn(db, 'companies'), [
          'image',
          'name',
          'location',
          'start_date',
          'employee_count',
          'net_worth',
          ...PAGE_TEXT,
        ]).execute();
        await withColumns(idColumn(db, 'articles'), ['image', 'title', 'teaser', 'date', ...PAGE_TEXT, 'quote']).execute();
        await withColumns(idColumn(db, 'enquiries'), [
          'company_name',
          'email',
          'phone',
          'job_title',
          'description',
          'created_at',
        ]).execute();
        await withColumns(idColumn(db, 'applications'), [
          'full_name',
          'mobile',
          'email',
          'address',
          'pincode',
          ['experience_years', 'double precision'],
          'previous_role',
          // The job applied for, as the form saw it: none for a general application.
          ...['job_id?', 'job_title?', 'job_location?', 'job_type?', 'company_name?', 'job_start_date?', 'job_end_date?'],
          'resume_name',
          'resume_type',
          ['resume_size', 'integer'],
          'resume_sha256',
          ['resume', bytesType],
          'created_at',
        ]).execute();
        await withColumns(db.schema.createTable('idempotency_keys'), [
          'route',
          'key',
          'request_hash',
          ['status', 'integer'],
          'body',
          'created_at',
        ])
          // The unique key that makes a concurrent duplicate fail instead of creating a second record.
          .addPrimaryKeyConstraint('idempotency_keys_pk', ['route', 'key'])
          .execute();
        await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['idempotency_keys', 'applications', 'enquiries', 'articles', 'companies', 'jobs']) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    '002_staff': {
      // The staff console (docs/STAFF.md): inbox status and notes, accounts, sessions, failed log-ins.
      async up(db: Kysely<unknown>) {
        for (const table of ['applications', 'enquiries']) {
          await db.schema
            .alterTable(table)
            .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
            .execute();
          await db.schema
            .alterTable(table)
            .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
          await db.schema.createIndex(`${table}_status`).on(table).column('status').execute();
        }
        await withColumns(
          idColumn(db, 'staff_users').addColumn('email', 'text', (c) => c.notNull().unique()),
          ['password_hash', 'created_at', 'updated_at'],
        ).execute();
        await db.schema
          .createTable('staff_sessions')
          // SHA-256 of the cookie's token: a copy of this table lets nobody log in.
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .execute();
        await createLoginFailures(db);
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['login_failures', 'staff_sessions', 'staff_users'])
          await db.schema.dropTable(table).ifExists().execute();
        for (const table of ['applications', 'enquiries']) {
          await db.schema.dropIndex(`${table}_status`).ifExists().execute();
          await db.schema.alterTable(table).dropColumn('notes').execute();
          await db.schema.alterTable(table).dropColumn('status').execute();
        }
      },
    },
    // The daily resume quota (server/guards/resumeQuota.ts) sums the last day's resume sizes on every
    // application; this covering index answers it without reading the rows and their resume blobs.
    '003_applications_created_at': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createIndex('applications_created_at_size')
          .on('applications')
          .columns(['created_at', 'resume_size'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('applications_created_at_size').execute();
      },
    },
    // The content version (server/repositories/contentVersion.ts, docs/ARCHITECTURE.md): one
    // counter every content write bumps in its own transaction, the version each jobs, companies
    // and articles row was last written at, and a removal record per removed row, so a device's
    // offline copy asks only for what changed since the version it holds (docs/OFFLINE.md).
    '004_content_versions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('content_version')
          // One row only: the primary key is always 1.
          .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
          .addColumn('version', 'bigint', (c) => c.notNull())
          .execute();
        // Rows already there are version 0: a full copy has them, no delta needs them.
        await sql`INSERT INTO content_version (id, version) VALUES (1, 0)`.execute(db);
        for (const table of CONTENT_TABLES) {
          await db.schema
            .alterTable(table)
            .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
            .execute();
          await db.schema.createIndex(`${table}_version`).on(table).columns(['version', 'id']).execute();
        }
        await db.schema
          .createTable('content_removals')
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('id', 'integer', (c) => c.notNull())
          .addColumn('version', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('content_removals_pk', ['resource', 'id'])
          .execute();
        await db.schema.createIndex('content_removals_version').on('content_removals').column('version').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('content_removals').ifExists().execute();
        for (const table of CONTENT_TABLES) {
          await db.schema.dropIndex(`${table}_version`).ifExists().execute();
          await db.schema.alterTable(table).dropColumn('version').execute();
        }
        await db.schema.dropTable('content_version').ifExists().execute();
      },
    },
    // The per-address rate limits and the staff lockout move from each process's memory (and the
    // lockout's check-then-record rows) into one row per counted key that every instance locks
    // while it decides (repositories/limitWindows.ts): N instances together, or one after a restart,
    // accept exactly the configured numbers. login_failures is replaced by the 'login-*' buckets.
    '005_shared_limits': {
      async up(db: Kysely<unknown>) {
        await withColumns(db.schema.createTable('limit_windows'), ['bucket', 'key', 'hits', 'expires_at'])
          // The row a take upserts first: its lock is what makes concurrent takes of one key wait their turn.
          .addPrimaryKeyConstraint('limit_windows_pk', ['bucket', 'key'])
          .execute();
        await db.schema.createIndex('limit_windows_expires_at').on('limit_windows').column('expires_at').execute();
        await db.schema.dropTable('login_failures').execute();
      },
      async down(db: Kysely<unknown>) {
        await createLoginFailures(db);
        await db.schema.dropTable('limit_windows').execute();
      },
    },
    // Staff-uploaded images, in the database so every instance behind a load balancer serves them and a
    // replaced disk loses none (docs/STAFF.md). A row is written once and never changed: its name is
    // the URL, cached by browsers for a year. The files an earlier version kept in DATA_DIR/uploads
    // are moved in by start-up right after the migrations (server/images/moveInUploads.ts), which
    // knows DATA_DIR; a migration knows only the database.
    '006_images': {
      async up(db: Kysely<unknown>) {
        await withColumns(
          db.schema.createTable('images').addColumn('name', 'text', (c) => c.primaryKey()),
          ['content_type', ['size', 'integer'], 'sha256', ['bytes', bytesType], 'created_at'],
        ).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('images').ifExists().execute();
      },
    },
    // Each content row's last write, the sitemap's lastmod (server/routes/sitemap.ts). Rows already
    // there get the migration's time. SQLite adds a NOT NULL column only with a constant default, so
    // the default is that time; every write sets the column itself (repositories/contentWrites.ts).
    // Named for its place after 004-006, which other work adds.
    '007_content_updated_at': {
      async up(db: Kysely<unknown>) {
        const migratedAt = new Date().toISOString();
        for (const table of CONTENT_TABLES) {
          await db.schema
            .alterTable(table)
            .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(migratedAt))
            .execute();
        }
      },
      async down(db: Kysely<unknown>) {
        for (const table of CONTENT_TABLES) await db.schema.alterTable(table).dropColumn('updated_at').execute();
      },
    },
    // The keyword search (server/repositories/jobSearch.ts, docs/ARCHITECTURE.md): job_search holds
    // each job's searched words, written with the job (contentVersion.ts); SQLite indexes them with
    // an FTS5 table that triggers keep in step, PostgreSQL with a generated, weighted tsvector and a
    // GIN index. Rows already there are indexed here. Named for its branch; renumbered when merged.
    '008_search_jobs': {
      async up(db: Kysely<unknown>) {
        const columns = searchColumnList();
        let table = db.schema.createTable('job_search').addColumn('job_id', 'integer', (c) => c.primaryKey());
        for (const column of columns) table = table.addColumn(column, 'text', (c) => c.notNull());
        await table.execute();
        if (dialect === 'sqlite') {
          const list = columns.join(', ');
          const values = (row: string) => columns.map((column) => `${row}.${column}`).join(', ');
          await sql
            .raw(
              `CREATE VIRTUAL TABLE job_search_fts USING fts5(${list}, content='job_search', content_rowid='job_id', tokenize='unicode61 remove_diacritics 2')`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER job_search_ai AFTER INSERT ON job_search BEGIN INSERT INTO job_search_fts(rowid, ${list}) VALUES (new.job_id, ${values('new')}); END`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER job_search_ad AFTER DELETE ON job_search BEGIN INSERT INTO job_search_fts(job_search_fts, rowid, ${list}) VALUES ('delete', old.job_id, ${values('old')}); END`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER job_search_au AFTER UPDATE ON job_search BEGIN INSERT INTO job_search_fts(job_search_fts, rowid, ${list}) VALUES ('delete', old.job_id, ${values('old')}); INSERT INTO job_search_fts(rowid, ${list}) VALUES (new.job_id, ${values('new')}); END`,
            )
            .execute(db);
        } else {
          const weighted = SEARCH_FIELDS.map(
            ({ field, weight }) => `setweight(to_tsvector('simple'::regconfig, ${SEARCH_COLUMNS[field]}), '${weight}')`,
          ).join(' || ');
          await sql
            .raw(`ALTER TABLE job_search ADD COLUMN document tsvector GENERATED ALWAYS AS (${weighted}) STORED`)
            .execute(db);
          await sql.raw('CREATE INDEX job_search_document ON job_search USING GIN (document)').execute(db);
        }
        const typed = db as Kysely<Database>;
        const rows = await typed.selectFrom('jobs').selectAll().execute();
        await writeJobSearchRows(typed, rows.map(jobFromRow));
      },
      async down(db: Kysely<unknown>) {
        if (dialect === 'sqlite') {
          for (const trigger of ['job_search_ai', 'job_search_ad', 'job_search_au'])
            await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
          await sql.raw('DROP TABLE IF EXISTS job_search_fts').execute(db);
        }
        await db.schema.dropTable('job_search').ifExists().execute();
      },
    },
    // A stored Idempotency-Key binds to the SHA-256 of its first request's body bytes, which the
    // client sends as Content-Digest (server/writes/storedKeyCheck.ts): a resend is answered, and
    // another body under the key refused, before the body is read. Null for keys stored without one.
    '009_idempotency_body_digest': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('idempotency_keys').addColumn('body_digest', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('idempotency_keys').dropColumn('body_digest').execute();
      },
    },
    // Real visits' Core Web Vitals, kept as counts only (server/repositories/vitals.ts): one row per
    // day, page template, metric and histogram bucket. No address, agent or id: nothing to forget.
    // Named for its branch; renumbered when merged.
    '010_vitals': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('vitals')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('template', 'text', (c) => c.notNull())
          .addColumn('metric', 'text', (c) => c.notNull())
          .addColumn('bucket', 'integer', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('vitals_pk', ['day', 'template', 'metric', 'bucket'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('vitals').ifExists().execute();
      },
    },
  };
}

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.dialect);
  }
}

async function migrator(db: Db): Promise<Migrator> {
  return new Migrator({
    db: db.kysely,
    provider: new InCodeProvider(db.dialect),
    // Kysely looks for its bookkeeping tables in every schema of a PostgreSQL database; name ours
    // (the first of search_path) so another schema's copy is not mistaken for ours.
    migrationTableSchema: db.dialect === 'postgres' ? await currentSchema(db) : undefined,
  });
}

function throwIfFailed({ error, results }: MigrationResultSet): void {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Brings the schema up to date; throws (with the failing migration's name) when it cannot. */
export async function migrateToLatest(db: Db): Promise<void> {
  throwIfFailed(await (await migrator(db)).migrateToLatest());
}

/** Brings the schema to the migration `name`: a test's way to put rows into an older schema and migrate them. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  throwIfFailed(await (await migrator(db)).migrateTo(name));
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db.kysely);
  const schema = rows[0]?.schema;
  if (!schema)
    throw new Error('PostgreSQL has no current schema: check search_path and the schema privileges of the database user');
  return schema;
}
