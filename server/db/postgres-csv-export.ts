import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { FORMULA_START } from '../../contracts/csv';

/**
 * A large PostgreSQL read turned into CSV in a worker with its own heap ceiling: on the main thread
 * `pg`'s per-cell objects grew the server ~200 MB per export (docs/performance.md).
 */
export interface PostgresCsvExport {
  connection: { url: string; searchPath?: string };
  /** The whole ordered read, without a limit. */
  query: CompiledQuery;
  /** Statements run first in the read's transaction (SET LOCAL …). */
  settings: readonly string[];
  /** The cells of a line: the query's columns, in order (null is written as an empty cell). */
  columns: readonly string[];
  batchSize: number;
}

const WORKER = new URL('./postgres-csv-worker.mjs', import.meta.url);

/** The worker's heap ceilings (MB): a batch of a few thousand rows needs far less. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 };

type Reply = { chunk?: ArrayBuffer; done?: boolean; error?: string };

/** The CSV lines, one batch per chunk; the next batch is read only when this one was taken. */
export async function* postgresCsvChunks(options: PostgresCsvExport): AsyncGenerator<Buffer> {
  const worker = new Worker(WORKER, {
    workerData: {
      url: options.connection.url,
      searchPath: options.connection.searchPath,
      sql: options.query.sql,
      parameters: options.query.parameters,
      settings: options.settings,
      columns: options.columns,
      formulaStart: FORMULA_START.source,
      batchSize: options.batchSize,
    },
    resourceLimits: WORKER_LIMITS,
  });
  // An unheard 'error' between two batches would end the process; `next` reports it instead.
  let failure: Error | undefined;
  worker.on('error', (error) => (failure = error));
  try {
    for (;;) {
      if (failure) throw failure;
      const reply = await next(worker);
      if (reply.chunk && reply.chunk.byteLength > 0) yield Buffer.from(reply.chunk);
      if (reply.done) return;
    }
  } finally {
    // Also when the download is cut short: the cursor, its transaction and the thread all end.
    await worker.terminate();
  }
}

function next(worker: Worker): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (reply: Reply) => {
      cleanup();
      if (reply.error !== undefined) reject(new Error(`The export stopped: ${reply.error}`));
      else resolve(reply);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The export worker stopped (exit code ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage('read');
  });
}
