import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { createIndexes, dropIndexes } from './indexes';

/*
 * Migrations depend on these helpers: they must never change what they generate, since a migration
 * that has run must go on building the same schema (tests/api/migrated-schema.test.ts checks it).
 */

/** The rows' `columns`, made into one search text by `textOf`, read and written `batch` rows at a time. */
interface SearchText<Row> {
  columns: string[];
  textOf: (row: Row) => string;
  batch?: number;
}

/** A staff list's search text and the indexes of its order and filters: index name → its columns. */
export interface ListSearch<Row> extends SearchText<Row> {
  indexes: Record<string, string[]>;
}

/**
 * Adds `search_text` to a table whose rows the staff search, writes it for the rows already
 * stored (in id order, `batch` at a time, as the application would: `textOf` their `columns`),
 * then indexes it for "contains" search.
 */
export async function addSearchText<Row extends { id: number }>(
  db: Kysely<unknown>,
  table: string,
  { columns, textOf, batch = 1000 }: SearchText<Row>,
) {
  const target = sql.table(table);
  await db.schema.alterTable(table).addColumn('search_text', 'text').execute();
  const selected = sql.join(['id', ...columns].map((column) => sql.ref(column)));
  for (let after = 0; ;) {
    const { rows } = await sql<Row>`SELECT ${selected} FROM ${target} WHERE id > ${after}
      ORDER BY id LIMIT ${batch}`.execute(db);
    for (const row of rows)
      await sql`UPDATE ${target} SET search_text = ${textOf(row)} WHERE id = ${row.id}`.execute(db);
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.id;
  }
  await createTrigramSearch(db, table, 'search_text', isPostgres(db));
}

/** A staff list's search text and the indexes of its order and filters, in one step. */
export async function addListSearch<Row extends { id: number }>(
  db: Kysely<unknown>,
  table: string,
  { indexes, ...search }: ListSearch<Row>,
) {
  await addSearchText<Row>(db, table, search);
  await createIndexes(db, table, indexes);
}

/** Undoes `addListSearch`: the indexes, last created first, then the search text. */
export async function dropListSearch<Row>(db: Kysely<unknown>, table: string, { indexes }: ListSearch<Row>) {
  await dropIndexes(db, Object.keys(indexes).reverse());
  await dropSearchText(db, table);
}

/** Undoes `addSearchText`: the index, then the column. */
export async function dropSearchText(db: Kysely<unknown>, table: string) {
  await dropTrigramSearch(db, table, 'search_text', isPostgres(db));
  await db.schema.alterTable(table).dropColumn('search_text').execute();
}

/**
 * The trigram "contains" index of one lower-cased text column, for the migrations that add one:
 * an FTS5 table kept in step by triggers on SQLite, a pg_trgm GIN index on PostgreSQL. The FTS5
 * table is named `<table>_search` and its rowid is the table's id.
 */
async function createTrigramSearch(db: Kysely<unknown>, table: string, column: string, postgres: boolean) {
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

async function dropTrigramSearch(db: Kysely<unknown>, table: string, column: string, postgres: boolean) {
  if (postgres) {
    await db.schema.dropIndex(`${table}_${column}_trgm_idx`).execute();
    return;
  }
  for (const event of ['update', 'delete', 'insert'])
    await sql`DROP TRIGGER ${sql.id(`${table}_search_${event}`)}`.execute(db);
  await sql`DROP TABLE ${sql.table(`${table}_search`)}`.execute(db);
}
