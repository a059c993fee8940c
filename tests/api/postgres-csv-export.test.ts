import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLines } from '../../contracts/csv';
import type { Db } from '../../server/db/connection';
import { postgresCsvChunks } from '../../server/db/postgres-csv-export';
import { databaseKind, openTestDatabase } from './support/test-app';

/** The off-thread CSV reader of PostgreSQL exports, against a real server. */
describe.runIf(databaseKind === 'postgres')('PostgreSQL CSV export off the main thread', () => {
  let db: Db;
  const cells = [
    ['plain', 'Ada'],
    ['=cmd|calc', '+1'],
    ['comma, and "quotes"', '-2'],
    ['line\nbreak', '@sum'],
    ['\ttab', null],
    ['ünïcødé ✓', '\rcr'],
  ];

  beforeAll(async () => {
    ({ db } = await openTestDatabase());
    await sql`CREATE TABLE export_probe (id integer PRIMARY KEY, a text NOT NULL, b text)`.execute(db.kysely);
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      a: cells[i % 6]![0]!,
      b: cells[i % 6]![1],
    }));
    const values = rows.map((row) => sql`(${row.id}, ${row.a}, ${row.b})`);
    await sql`INSERT INTO export_probe VALUES ${sql.join(values)}`.execute(db.kysely);
  });
  afterAll(() => db.close());

  const exportOf = (query: string, batchSize = 1000, settings: string[] = []) =>
    postgresCsvChunks({
      connection: db.postgres!,
      query: sql.raw(query).compile(db.kysely),
      settings,
      columns: ['a', 'b'],
      batchSize,
    });

  async function text(chunks: AsyncIterable<Buffer>) {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    return { text: Buffer.concat(parts).toString('utf8'), chunks: parts.length };
  }

  it('writes the same bytes as csvLines, batch by batch, in the query order', async () => {
    const stored = await sql<{
      a: string;
      b: string | null;
    }>`SELECT a, b FROM export_probe ORDER BY id DESC`.execute(db.kysely);
    const expected = csvLines(stored.rows.map((row) => [row.a, row.b ?? '']));
    const result = await text(exportOf('SELECT a, b FROM export_probe ORDER BY id DESC'));
    expect(result.text).toBe(expected);
    expect(result.chunks).toBe(3);
  });

  it('runs the settings in the read transaction', async () => {
    const result = await text(
      exportOf("SELECT current_setting('enable_seqscan') AS a, NULL AS b", 10, [
        'SET LOCAL enable_seqscan = off',
      ]),
    );
    expect(result.text).toBe('off,\r\n');
  });

  it('ends with the error of a query that fails', async () => {
    await expect(text(exportOf('SELECT a, b FROM no_such_table'))).rejects.toThrow(/no_such_table/);
  });

  it('closes its connection when the download is cut short', async () => {
    const connections = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE application_name = 'bm-csv-export'`.execute(db.kysely)
      ).rows[0]!.n;
    const chunks = exportOf('SELECT a, b FROM export_probe ORDER BY id', 100);
    const first = await chunks.next();
    expect(first.done).toBe(false);
    expect(await connections()).toBeGreaterThanOrEqual(1);
    await chunks.return(undefined);
    await expect.poll(connections, { timeout: 5000 }).toBe(0);
  });
});
