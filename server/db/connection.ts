import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { attachOffThreadReader } from './sqlite-reader';
import { withStatementCache } from './sqlite-statement-cache';
import { isDatabaseUnavailable } from './unavailable';
import { OwnSchemaPostgresDialect } from './own-schema-dialect';

export type DatabaseKind = Config['database']['kind'];

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema the tables live in (undefined on SQLite). */
  schema?: string;
  /** How to open a connection of one's own to the same PostgreSQL tables (a worker thread's). */
  postgres?: { url: string; searchPath?: string };
  /** Whether the last attempt to reach the server failed (always false on SQLite). */
  isUnavailable(): boolean;
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one (undefined on SQLite). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Queries that failed since the database was opened. */
  queryErrors(): number;
  close(): Promise<void>;
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 1500;
/** PostgreSQL connections per instance, all of them opened before the server listens (warm-up). */
export const POOL_SIZE = 10;
/** Public writes in flight at once (server/http/write-slots.ts): the other connections stay for reads. */
export const PUBLIC_WRITE_SLOTS = POOL_SIZE - 3;

// PostgreSQL returns BIGINT (COUNT, SUM) as text; every count here fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

/** Kysely's log hook counting failed queries, for the metrics (server/metrics/metrics-plugin.ts). */
function errorCounter() {
  let errors = 0;
  return {
    log: (event: LogEvent) => {
      if (event.level === 'error') errors += 1;
    },
    count: () => errors,
  };
}

export function openDatabase(database: Config['database'], options: { searchPath?: string } = {}): Db {
  const queryErrors = errorCounter();
  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') fs.mkdirSync(path.dirname(database.path), { recursive: true });
    const sqlite = new SQLite(database.path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      log: queryErrors.log,
    });
    const reader = attachOffThreadReader(kysely, database.path);
    const close = async () => {
      await reader?.close();
      await kysely.destroy();
    };
    return { kysely, kind: 'sqlite', isUnavailable: () => false, queryErrors: queryErrors.count, close };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: POOL_SIZE,
    // Opened by the warm-up and kept: a burst after a quiet spell does not wait for new connections.
    min: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  let unavailable = false;
  // A restart or failover kills idle connections; an unheard pool 'error' would end the process.
  const onLostConnection = (error: Error) => {
    if (isDatabaseUnavailable(error)) unavailable = true;
  };
  pool.on('error', onLostConnection);
  // A checked-out client's 'error' misses the pool's listener: it gets one of its own.
  pool.on('connect', (client) => client.on('error', onLostConnection));
  // Each connect's outcome tells whether the server is reachable.
  const trackedPool = {
    connect: async () => {
      try {
        const client = await pool.connect();
        unavailable = false;
        return client;
      } catch (error) {
        if (isDatabaseUnavailable(error)) unavailable = true;
        throw error;
      }
    },
    end: () => pool.end(),
  };
  const schema = options.searchPath ?? 'public';
  const kysely = new Kysely<Database>({
    dialect: new OwnSchemaPostgresDialect({ pool: trackedPool }, schema),
    log: queryErrors.log,
  });
  return {
    kysely,
    kind: 'postgres',
    schema,
    postgres: { url: database.url, searchPath: options.searchPath },
    isUnavailable: () => unavailable,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    queryErrors: queryErrors.count,
    close: () => kysely.destroy(),
  };
}

/** Timestamps are stored as ISO-8601 UTC text on both engines. */
export const nowIso = () => new Date().toISOString();

/** Whether a connection (or a transaction on it) talks to PostgreSQL rather than SQLite. */
export const isPostgres = (db: { getExecutor(): { adapter: unknown } }) =>
  db.getExecutor().adapter instanceof PostgresAdapter;
export const toFlag = (value: boolean) => (value ? 1 : 0);
export const fromFlag = (value: number | boolean) => Boolean(value);
