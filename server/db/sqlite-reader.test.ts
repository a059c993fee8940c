import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { type OffThreadReader, attachOffThreadReader, offThreadReader, readOffThread } from './sqlite-reader';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-reader-'));
const file = path.join(dir, 'reader.db');
const owner = {};
let reader: OffThreadReader;

beforeAll(() => {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT)');
  db.prepare('INSERT INTO things (name) VALUES (?), (?)').run('ash', 'bone');
  db.close();
  reader = attachOffThreadReader(owner, file)!;
});
afterAll(async () => {
  await reader.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the off-thread SQLite reader', () => {
  it('answers a query with its parameters, and is found by its database', async () => {
    expect(offThreadReader(owner)).toBe(reader);
    const rows = await reader.all<{ name: string }>({
      sql: 'SELECT name FROM things WHERE id > ? ORDER BY id',
      parameters: [0],
    });
    expect(rows).toEqual([{ name: 'ash' }, { name: 'bone' }]);
  });

  it('rejects a bad query with SQLite’s message and keeps answering', async () => {
    await expect(reader.all({ sql: 'SELECT nope FROM things', parameters: [] })).rejects.toThrow(
      /no such column: nope/,
    );
    await expect(reader.all({ sql: 'SELECT count(*) AS n FROM things', parameters: [] })).resolves.toEqual([
      { n: 2 },
    ]);
  });

  it('is read-only', async () => {
    await expect(
      reader.all({ sql: "INSERT INTO things (name) VALUES ('x')", parameters: [] }),
    ).rejects.toThrow(/readonly|read-only|does not return data/i);
  });

  it('leaves the event loop free while a long query runs', async () => {
    // About a second of work for SQLite; the main thread must keep ticking meanwhile.
    const slow = reader.all<{ n: number }>({
      sql: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ?) SELECT count(*) AS n FROM c',
      parameters: [3_000_000],
    });
    let ticks = 0;
    let longest = 0;
    const started = Date.now();
    let last = started;
    const timer = setInterval(() => {
      const now = Date.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks += 1;
    }, 5);
    const [{ n }] = (await slow) as [{ n: number }];
    clearInterval(timer);
    const elapsed = Date.now() - started;
    expect(n).toBe(3_000_000);
    expect(ticks).toBeGreaterThan(10);
    // Run on this thread, the query would stall the loop for all of it; off it, the longest gap is
    // the scheduler's, which a busy machine stretches: so compared with the query's own time.
    expect(longest).toBeLessThan(Math.max(100, elapsed / 4));
  });

  it('has no reader for an in-memory database', () => {
    expect(attachOffThreadReader({}, ':memory:')).toBeUndefined();
  });

  it('takes a counting read off the loop when the database has a reader, else runs it in place', async () => {
    const main = new SQLite(file);
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: main }) });
    const attached = attachOffThreadReader(db, file)!;
    try {
      // A row written only to the main connection's view proves which connection answered:
      // inside an open transaction, the reader (another connection) cannot see it yet.
      main.exec('BEGIN');
      main.prepare('INSERT INTO things (name) VALUES (?)').run('cinder');
      const count = sql<{ n: number }>`SELECT count(*) AS n FROM things`.compile(db);
      expect(await readOffThread(db, count)).toEqual([{ n: 2 }]);
      const inPlace = new Kysely<unknown>({ dialect: new SqliteDialect({ database: main }) });
      expect(await readOffThread(inPlace, count)).toEqual([{ n: 3 }]);
      main.exec('ROLLBACK');
    } finally {
      await attached.close();
      main.close();
    }
  });
});
