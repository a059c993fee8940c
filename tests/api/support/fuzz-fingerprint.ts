import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * Columns that change without anyone writing content, left out of the fingerprint. A session row
 * may record when it was last used; a new or removed session still shows through its id.
 */
const ONLY_COLUMNS: Record<string, string[]> = { sessions: ['id'] };

/** The tables of the test database: on PostgreSQL only those of this file's own schema. */
async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  let schema: string | undefined;
  if (tables.some((table) => table.schema !== undefined)) {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    schema = rows[0]?.name;
  }
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .sort();
}

/**
 * Every row of every table as one string (each table's rows sorted, so the order the database
 * returns them in does not matter). Two equal fingerprints mean nothing was written in between.
 */
export async function tableFingerprint(db: Kysely<Database>): Promise<string> {
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const parts: Record<string, string[]> = {};
  for (const table of await tableNames(db)) {
    const columns = ONLY_COLUMNS[table];
    const query = untyped.selectFrom(table);
    const rows = await (columns ? query.select(columns) : query.selectAll()).execute();
    parts[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(parts);
}

/** Every file under `dir`, as paths relative to it (sorted); none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
