import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { databaseKind, openTestDatabase } from './support/test-app';

/**
 * The schema the migrations build, as the database itself describes it, one snapshot per engine.
 * A migration that has run somewhere must go on building exactly the same schema, so a change to
 * a migration or to a helper migrations share shows up here as a diff, never silently. A new
 * migration updates the file with `npx vitest run tests/api/migrated-schema.test.ts -u` (once with
 * TEST_DATABASE_URL unset, once with it set to PostgreSQL).
 */
let db: Db | undefined;
afterAll(() => db?.close());

/** Every object SQLite keeps (tables, indexes, triggers, FTS5 tables), with the SQL that made it. */
async function sqliteSchema(kysely: Kysely<unknown>) {
  const { rows } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`.execute(kysely);
  return rows;
}

/**
 * The tables' columns, constraints, indexes, triggers and functions of one schema. The schema's
 * name differs per run (each test file has its own), so it is written as `<schema>`.
 */
async function postgresSchema(kysely: Kysely<unknown>, schema: string) {
  const rows = async <Row>(query: RawBuilder<Row>) => (await query.execute(kysely)).rows;
  const description = {
    columns: await rows(sql`
      SELECT table_name AS table, column_name AS column, data_type AS type,
        is_nullable AS nullable, column_default AS default
      FROM information_schema.columns WHERE table_schema = ${schema}
      ORDER BY table_name, ordinal_position`),
    constraints: await rows(sql`
      SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ${schema}
      ORDER BY t.relname, c.conname`),
    indexes: await rows(sql`
      SELECT tablename AS table, indexname AS name, indexdef AS definition
      FROM pg_indexes WHERE schemaname = ${schema} ORDER BY tablename, indexname`),
    triggers: await rows(sql`
      SELECT t.relname AS table, g.tgname AS name, pg_get_triggerdef(g.oid) AS definition
      FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ${schema} AND NOT g.tgisinternal
      ORDER BY t.relname, g.tgname`),
    functions: await rows(sql`
      SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = ${schema}
      ORDER BY p.proname`),
  };
  return JSON.parse(JSON.stringify(description).replaceAll(`${schema}.`, '<schema>.')) as typeof description;
}

describe('the schema the migrations build', () => {
  it(`is the reviewed one on ${databaseKind}`, async () => {
    db = (await openTestDatabase()).db;
    await migrateToLatest(db);
    const kysely = db.kysely as Kysely<unknown>;
    const schema =
      db.kind === 'postgres' ? await postgresSchema(kysely, db.schema!) : await sqliteSchema(kysely);
    await expect(`${JSON.stringify(schema, null, 2)}\n`).toMatchFileSnapshot(
      `./migrated-schema.${databaseKind}.json`,
    );
  });
});
