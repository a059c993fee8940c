import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

export type DatabaseKind = Config['database']['kind'];

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema the tables live in (undefined on SQLite). */
  schema?: string;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (COUNT, SUM) as text; every count here fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export function openDatabase(database: Config['database'], options: { searchPath?: string } = {}): Db {
  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') fs.mkdirSync(path.dirname(database.path), { recursive: true });
    const sqlite = new SQLite(database.path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { kysely, kind: 'sqlite', close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const schema = options.searchPath ?? 'public';
  return { kysely, kind: 'postgres', schema, close: () => kysely.destroy() };
}

/** Timestamps are stored as ISO-8601 UTC text on both engines. */
export const nowIso = () => new Date().toISOString();
export const toFlag = (value: boolean) => (value ? 1 : 0);
export const fromFlag = (value: number | boolean) => Boolean(value);
