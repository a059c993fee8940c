import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { databaseKind } from './test-app';

/**
 * Columns that change without anyone writing content, left out of the fingerprint. A session row
 * may record when it was last used; a new or removed session still shows through its id.
 */
const ONLY_COLUMNS: Record<string, string[]> = { sessions: ['id'] };

/**
 * The tables of the test database: on PostgreSQL only those of this file's own schema, listed by
 * name in that schema alone. Kysely's introspection reads every schema of the database, and other
 * test files create and drop theirs meanwhile ("relation … does not exist" halfway through).
 */
async function tableNames(db: Kysely<Database>): Promise<string[]> {
  if (databaseKind === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`.execute(db);
    return rows.map((row) => row.name);
  }
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
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
