import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { createIndexes, dropIndexes } from './indexes';

/**
 * Indexes for the subscribers list at scale: its filters (status, source), its newest-first sort,
 * and its case-insensitive "contains" search over email and name.
 *
 * The search runs over lower-cased keys written by the application (email_key existed; name_key
 * is added here), so both engines compare the same text whatever their own case rules:
 * - PostgreSQL: GIN trigram indexes (pg_trgm) on both keys serve `LIKE '%term%'`.
 * - SQLite: an FTS5 table with the trigram tokenizer over both keys, kept in step with the table
 *   by triggers, serves terms of three characters or more.
 */
type Db = Kysely<{ subscribers: { id: number; name: string | null; name_key: string | null } }>;

const BATCH = 1000;

/** Fills name_key in batches, with the same lower-casing the repository applies on writes. */
async function backfillNameKeys(db: Db) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('subscribers')
      .select(['id', 'name'])
      .where('id', '>', after)
      .where('name', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows)
      await db
        .updateTable('subscribers')
        .set({ name_key: row.name!.toLowerCase() })
        .where('id', '=', row.id)
        .execute();
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function createSqliteSearch(db: Kysely<unknown>) {
  await sql`CREATE VIRTUAL TABLE subscribers_search USING fts5(
    email_key, name_key, content='subscribers', content_rowid='id', tokenize='trigram case_sensitive 1'
  )`.execute(db);
  const remove = sql`INSERT INTO subscribers_search(subscribers_search, rowid, email_key, name_key)
    VALUES ('delete', old.id, old.email_key, old.name_key);`;
  const add = sql`INSERT INTO subscribers_search(rowid, email_key, name_key)
    VALUES (new.id, new.email_key, new.name_key);`;
  await sql`CREATE TRIGGER subscribers_search_insert AFTER INSERT ON subscribers BEGIN ${add} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER subscribers_search_delete AFTER DELETE ON subscribers BEGIN ${remove} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER subscribers_search_update AFTER UPDATE OF email_key, name_key ON subscribers
    BEGIN ${remove} ${add} END`.execute(db);
  await sql`INSERT INTO subscribers_search(subscribers_search) VALUES ('rebuild')`.execute(db);
}

async function createPostgresSearch(db: Kysely<unknown>) {
  // Installed once per database, in public when it is new, so every schema (each test run has its
  // own) finds it; the operator class is then named with the schema the extension lives in.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
  await sql`CREATE INDEX subscribers_email_trgm_idx ON subscribers USING gin (email_key ${opclass})`.execute(
    db,
  );
  await sql`CREATE INDEX subscribers_name_trgm_idx ON subscribers USING gin (name_key ${opclass})`.execute(
    db,
  );
  // The email sort compares code points, as SQLite does, whatever the database's collation.
  await sql`CREATE INDEX subscribers_email_sort_idx ON subscribers (email_key COLLATE "C", id)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('subscribers').addColumn('name_key', 'text').execute();
  await backfillNameKeys(db as Db);

  const byDate = ['subscribed_at', 'id'];
  await createIndexes(db, 'subscribers', {
    subscribers_date_idx: byDate,
    subscribers_status_date_idx: ['status', ...byDate],
    subscribers_source_date_idx: ['source', ...byDate],
  });

  if (isPostgres) await createPostgresSearch(db);
  else await createSqliteSearch(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    await dropIndexes(db, [
      'subscribers_email_sort_idx',
      'subscribers_name_trgm_idx',
      'subscribers_email_trgm_idx',
    ]);
  } else {
    for (const trigger of ['update', 'delete', 'insert'])
      await sql`DROP TRIGGER ${sql.id(`subscribers_search_${trigger}`)}`.execute(db);
    await sql`DROP TABLE subscribers_search`.execute(db);
  }
  await dropIndexes(db, [
    'subscribers_source_date_idx',
    'subscribers_status_date_idx',
    'subscribers_date_idx',
  ]);
  await db.schema.alterTable('subscribers').dropColumn('name_key').execute();
}
