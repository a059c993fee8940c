import pg from 'pg';

/**
 * On PostgreSQL each API test file works in its own schema (test-app.ts). They are dropped here,
 * once every file has finished, never while other files run: Kysely's migrator lists the tables
 * of all schemas, and a schema dropped in the middle of that listing makes it fail.
 */
async function dropTestSchemas() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 't\\_%'",
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}

export async function setup() {
  // Leftovers of an interrupted run.
  await dropTestSchemas();
  return dropTestSchemas;
}
