import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/connection';
import { BackupError } from './backup-error';
import { POSTGRES_FILE } from './manifest';
import { run } from './run';
import { type StagedDatabase, stagedDatabase } from './staged-database';

const id = (name: string) => pg.escapeIdentifier(name);
const LIST_BUFFER = 64 * 1024 * 1024;

/**
 * What `pg_restore --list` says of the dump, checked before anything changes: it reads as a
 * PostgreSQL archive, its tables are in the target's schema (a dump restores into the schema it
 * was taken from), and it holds the data of every table the manifest counts. Answers the listing.
 */
export async function checkPostgresArchive(file: string, schema: string, tables: string[]): Promise<string> {
  const { stdout } = await run('pg_restore', ['--list', file], { maxBuffer: LIST_BUFFER }).catch(
    (error: Error & { stderr?: string }) => {
      throw new BackupError(
        `${POSTGRES_FILE} is not an archive pg_restore reads: ${error.stderr?.trim() || error.message}`,
      );
    },
  );
  const data = [...stdout.matchAll(/^\d+; \d+ \d+ TABLE DATA (\S+) (\S+) /gm)].map(([, from, table]) => ({
    from: from!,
    table: table!,
  }));
  const other = data.find((entry) => entry.from !== schema);
  if (other)
    throw new BackupError(
      `The backup holds the schema "${other.from}", the target is "${schema}": restore into a schema of the same name`,
    );
  const held = new Set(data.map((entry) => entry.table));
  const missing = ['users', ...tables].filter((table) => !held.has(table));
  if (missing.length > 0)
    throw new BackupError(
      `${POSTGRES_FILE} holds no data for ${[...new Set(missing)].join(', ')}: not this site's backup`,
    );
  return stdout;
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`Cannot reach the PostgreSQL database of DATABASE_URL: ${error.message}`);
  });
  return client;
}

/** Which schema holds pg_trgm (migration 003), if it is installed. */
async function trigramSchema(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname = 'pg_trgm'`,
  );
  return rows[0]?.schema ?? null;
}

async function inTransaction(client: pg.Client, statements: () => Promise<void>) {
  await client.query('BEGIN');
  try {
    await statements();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * The dump restored under the live schema's name, the live schema kept aside until the restore
 * is checked. pg_restore cannot restore a schema under another name, so the live one moves instead:
 * renamed to `<schema>_before_restore` (one transaction, nothing deleted), the dump restored into a
 * new schema of the live name by `pg_restore --single-transaction`, checked by restore.ts; then
 * `commit` drops the old schema, or `abandon` drops the new one and renames the old one back.
 * pg_trgm follows the live name: a rename moves an extension with its schema, and the dump's
 * trigram indexes name its operator class by the schema it was in. The dump's own entries for the
 * schema are left out of the restore list: `CREATE SCHEMA public` would fail on the schema every
 * database has. An interrupted restore leaves the old data in `<schema>_before_restore`.
 */
export async function stagePostgres(
  url: string,
  file: string,
  schema: string,
  listing: string,
): Promise<StagedDatabase> {
  const aside = `${schema}_before_restore`;
  const client = await connect(url);
  let hadLive = false;
  let movedTrigram = false;
  try {
    const exists = async (name: string) =>
      ((await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [name])).rowCount ?? 0) > 0;
    if (await exists(aside))
      throw new BackupError(
        `The schema "${aside}" is left from an interrupted restore and holds the data from before it: ` +
          `rename it back to "${schema}" (after dropping that one) or drop it, then restore again`,
      );
    hadLive = await exists(schema);
    await inTransaction(client, async () => {
      if (hadLive) await client.query(`ALTER SCHEMA ${id(schema)} RENAME TO ${id(aside)}`);
      await client.query(`CREATE SCHEMA ${id(schema)}`);
      await client.query('CREATE SCHEMA IF NOT EXISTS public');
      const trigram = await trigramSchema(client);
      if (trigram === null) await client.query('CREATE EXTENSION pg_trgm SCHEMA public');
      if (hadLive && trigram === aside) {
        await client.query(`ALTER EXTENSION pg_trgm SET SCHEMA ${id(schema)}`);
        movedTrigram = true;
      }
    });
  } catch (error) {
    await client.end();
    throw error;
  }

  async function abandon() {
    await inTransaction(client, async () => {
      if (movedTrigram) await client.query(`ALTER EXTENSION pg_trgm SET SCHEMA ${id(aside)}`);
      await client.query(`DROP SCHEMA ${id(schema)} CASCADE`);
      if (hadLive) await client.query(`ALTER SCHEMA ${id(aside)} RENAME TO ${id(schema)}`);
    }).finally(() => client.end());
  }

  try {
    await restoreDump(url, file, schema, listing);
  } catch (error) {
    await abandon();
    throw new BackupError(
      `pg_restore failed, the database is as it was: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
    );
  }

  return stagedDatabase(openDatabase({ kind: 'postgres', url }, { searchPath: schema }), {
    async commit() {
      try {
        if (hadLive) await client.query(`DROP SCHEMA ${id(aside)} CASCADE`);
      } finally {
        await client.end();
      }
    },
    abandon,
  });
}

async function restoreDump(url: string, file: string, schema: string, listing: string) {
  const name = schema.replace(/[^\w]/g, '\\$&');
  const ownEntry = new RegExp(`^\\d+; \\d+ \\d+ (COMMENT - )?SCHEMA (- )?${name} `);
  // Beside the system's temporary files: the backup folder may be read-only.
  const list = path.join(os.tmpdir(), `bm-restore-${process.pid}-${Date.now()}.list`);
  await fsp.writeFile(
    list,
    listing
      .split('\n')
      .filter((line) => !ownEntry.test(line))
      .join('\n'),
  );
  try {
    await run('pg_restore', [
      '--no-owner',
      '--single-transaction',
      `--use-list=${list}`,
      `--dbname=${url}`,
      file,
    ]);
  } finally {
    await fsp.rm(list, { force: true });
  }
}
