import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of this run's PostgreSQL schemas: `t_<start time in base 36>`. */
    testRunSchemaPrefix: string;
  }
}

/** Leftovers of an interrupted run are dropped once they are this old. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * On PostgreSQL each API test file works in its own schema (test-app.ts), named after this run.
 * They are dropped here, once every file has finished, never while other files run: Kysely's
 * migrator lists the tables of all schemas, and a schema dropped in the middle of that listing
 * makes it fail. Only this run's schemas and stale ones go, so two runs on one database (two
 * developers, or two worktrees) leave each other alone.
 */
async function dropSchemas(shouldDrop: (name: string) => boolean) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 't\\_%'",
    );
    for (const { nspname } of rows.filter((r) => shouldDrop(r.nspname)))
      await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}

const startedAt = (schema: string) => Number.parseInt(schema.split('_')[1] ?? '', 36);

export async function setup(project: TestProject) {
  const prefix = `t_${Date.now().toString(36)}`;
  project.provide('testRunSchemaPrefix', prefix);
  await dropSchemas((name) => !(Date.now() - startedAt(name) < STALE_AFTER_MS));
  return () => dropSchemas((name) => name.startsWith(`${prefix}_`));
}
