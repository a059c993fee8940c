import { type Kysely, sql } from 'kysely';

/**
 * The trigram "contains" index of one lower-cased text column, for the migrations that add one:
 * an FTS5 table kept in step by triggers on SQLite, a pg_trgm GIN index on PostgreSQL. The FTS5
 * table is named `<table>_search` and its rowid is the table's id.
 */
export async function createTrigramSearch(
  db: Kysely<unknown>,
  table: string,
  column: string,
  postgres: boolean,
) {
  if (postgres) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_${column}_trgm_idx`)} ON ${sql.table(table)}
      USING gin (${sql.ref(column)} ${sql.id(rows[0]!.schema)}.gin_trgm_ops)`.execute(db);
    return;
  }
  const fts = sql.table(`${table}_search`);
  const col = sql.ref(column);
  await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${col}, content=${sql.lit(table)}, content_rowid='id',
    tokenize='trigram case_sensitive 1')`.execute(db);
  const remove = sql`INSERT INTO ${fts}(${fts}, rowid, ${col}) VALUES ('delete', old.id, old.${col});`;
  const add = sql`INSERT INTO ${fts}(rowid, ${col}) VALUES (new.id, new.${col});`;
  const trigger = (event: string) => sql.id(`${table}_search_${event}`);
  const target = sql.table(table);
  await sql`CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON ${target} BEGIN ${add} END`.execute(db);
  await sql`CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON ${target} BEGIN ${remove} END`.execute(db);
  await sql`CREATE TRIGGER ${trigger('update')} AFTER UPDATE OF ${col} ON ${target} BEGIN ${remove} ${add} END`.execute(
    db,
  );
  await sql`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`.execute(db);
}

export async function dropTrigramSearch(
  db: Kysely<unknown>,
  table: string,
  column: string,
  postgres: boolean,
) {
  if (postgres) {
    await db.schema.dropIndex(`${table}_${column}_trgm_idx`).execute();
    return;
  }
  for (const event of ['update', 'delete', 'insert'])
    await sql`DROP TRIGGER ${sql.id(`${table}_search_${event}`)}`.execute(db);
  await sql`DROP TABLE ${sql.table(`${table}_search`)}`.execute(db);
}
