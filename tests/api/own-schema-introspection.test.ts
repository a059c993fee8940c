import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { databaseKind, openTestDatabase } from './support/test-app';

/**
 * On PostgreSQL the migrator asks the database which tables exist, and Kysely's own introspection
 * lists every table and column of every schema: another schema dropping a column in the meantime
 * failed it ("column … of relation … does not exist"). The server's dialect answers for its own
 * schema alone.
 */
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

async function database() {
  const { db } = await openTestDatabase();
  opened.push(db);
  return db;
}

describe.runIf(databaseKind === 'postgres')('the migrator on a database shared with other schemas', () => {
  it('sees the tables of its own schema only', async () => {
    const [mine, other] = [await database(), await database()];
    await migrateToLatest(other);
    await sql`CREATE TABLE only_elsewhere (id integer)`.execute(other.kysely);
    const tables = (await mine.kysely.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('only_elsewhere');
    expect(tables).not.toContain('dev_diaries');
    expect((await mine.kysely.introspection.getSchemas()).map((s) => s.name)).toEqual([mine.schema]);
  });

  it('migrates while another schema adds and drops columns again and again', async () => {
    const [mine, other] = [await database(), await database()];
    await migrateToLatest(other);
    let churning = true;
    const churn = (async () => {
      // Migration 019 down and up: a column of subscriber_tallies dropped and added, over and over.
      while (churning) {
        await migrateTo(other, '018-media-library');
        await migrateToLatest(other);
      }
    })();
    try {
      for (let round = 0; round < 5; round++) {
        await migrateTo(mine, '001-initial');
        expect(await migrateToLatest(mine)).toContain('019-subscriber-tally-stripes');
      }
    } finally {
      churning = false;
      await churn;
    }
  });
});
