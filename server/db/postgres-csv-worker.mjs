// A worker thread that reads one PostgreSQL query through a cursor and sends it back as CSV bytes,
// one batch per request of the main thread (see postgres-csv-export.ts for why it exists).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader of the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import Papa from 'papaparse';
import pg from 'pg';
import Cursor from 'pg-cursor';

const { url, searchPath, sql, parameters, settings, columns, formulaStart, batchSize } = workerData;
const formula = new RegExp(formulaStart);
// The same cells as contracts/csv.ts csvLines: formula-escaped, quoted as needed, CRLF.
const cell = (value) => {
  const text = value === null || value === undefined ? '' : String(value);
  return formula.test(text) ? `'${text}` : text;
};
const csv = (rows) =>
  rows.length === 0
    ? ''
    : `${Papa.unparse(
        rows.map((row) => columns.map((column) => cell(row[column]))),
        { newline: '\r\n' },
      )}\r\n`;

const client = new pg.Client({
  connectionString: url,
  // Named, so an operator can tell the export's connection apart in pg_stat_activity.
  application_name: 'bm-csv-export',
  ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
});
// An error of the connection itself (the server went away) ends the export with that error.
client.on('error', (error) => parentPort.postMessage({ error: error.message }));

async function run() {
  await client.connect();
  await client.query('BEGIN READ ONLY');
  for (const setting of settings) await client.query(setting);
  const cursor = client.query(new Cursor(sql, parameters));
  for await (const message of nextRequests()) {
    if (message !== 'read') break;
    const rows = await cursor.read(batchSize);
    const bytes = Buffer.from(csv(rows));
    const chunk = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
    parentPort.postMessage({ chunk, done: rows.length < batchSize }, [chunk]);
    if (rows.length < batchSize) break;
  }
  await cursor.close();
  await client.query('COMMIT');
  await client.end();
}

/** The main thread's requests, one at a time, so a slow download never piles batches up here. */
async function* nextRequests() {
  const queued = [];
  let wake;
  parentPort.on('message', (message) => {
    queued.push(message);
    wake?.();
  });
  for (;;) {
    if (queued.length === 0) await new Promise((resolve) => (wake = resolve));
    yield queued.shift();
  }
}

run().catch((error) => {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  client.end().catch(() => {});
});
