import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';

/**
 * better-sqlite3 is synchronous: a read of a million rows would hold the event loop for a second, so
 * such reads go to a worker with its own read-only connection (WAL lets it read beside the writer).
 */
export interface OffThreadReader {
  all<Row>(query: { sql: string; parameters: readonly unknown[] }): Promise<Row[]>;
  close(): Promise<void>;
}

// CommonJS, evaluated in the worker: it opens the file read-only and answers one query at a time.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: db.prepare(sql).all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');
const readers = new WeakMap<object, OffThreadReader>();

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };

/** A reader for the SQLite file at `path`; its worker starts on the first query, again after a crash. */
function createReader(path: string): OffThreadReader {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver } });
    started.unref();
    started.on('message', (message: { id: number; rows?: unknown[]; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.rows ?? []);
    });
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The SQLite reader stopped (exit code ${code})`)));
    return started;
  }

  return {
    all<Row>(query: { sql: string; parameters: readonly unknown[] }) {
      worker ??= start();
      const id = nextId++;
      const sent = worker;
      return new Promise<Row[]>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        sent.postMessage({ id, sql: query.sql, parameters: query.parameters });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}

/** Gives a file-backed SQLite database its off-thread reader (an in-memory one has no file to share). */
export function attachOffThreadReader(
  kysely: Kysely<unknown> | object,
  path: string,
): OffThreadReader | undefined {
  if (path === ':memory:' || path === '') return undefined;
  const reader = createReader(path);
  readers.set(kysely, reader);
  return reader;
}

/** The off-thread reader of this database, if it has one (SQLite on a file). */
export const offThreadReader = (kysely: object): OffThreadReader | undefined => readers.get(kysely);

/** A read that scans many rows, on the off-thread reader when the database has one. */
export async function readOffThread<DB, Row>(db: Kysely<DB>, query: CompiledQuery<Row>): Promise<Row[]> {
  const reader = offThreadReader(db);
  if (reader) return reader.all<Row>(query);
  return (await db.executeQuery(query)).rows;
}
