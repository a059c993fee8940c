import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createFileStore } from '../storage/create-storage';
import { BackupError } from './backup-error';
import {
  MANIFEST,
  MEDIA_FOLDER,
  type Manifest,
  POSTGRES_FILE,
  SQLITE_FILE,
  writeSignedManifest,
} from './manifest';
import { isServerMediaKey } from './media-keys';
import { PRIVATE_FILE, lockDown, makePrivateDir } from './private-files';
import { run } from './run';

export { BackupError, MANIFEST, type Manifest };

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Row counts of the user tables, as seen by `query` (one snapshot when it is a transaction). */
async function rowCounts(tables: string[], count: (table: string) => Promise<number>) {
  const rows: Record<string, number> = {};
  for (const table of tables.sort()) rows[table] = await count(table);
  return rows;
}

const sqliteTables = (sqlite: SQLite.Database) =>
  (
    sqlite
      .prepare(
        // The full-text indexes and their shadow tables (<table>_search_*) are rebuilt from the rows.
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '*_search' AND name NOT GLOB '*_search_*'",
      )
      .all() as Array<{ name: string }>
  ).map((row) => row.name);

/** SQLite through its online backup API: a consistent copy while the site writes. */
async function backupSqlite(databasePath: string, out: string): Promise<Manifest['database']['rows']> {
  if (!databasePath || !fs.existsSync(databasePath))
    throw new BackupError(`There is no SQLite database at "${databasePath}": check DATABASE_URL`);
  const live = new SQLite(databasePath, { readonly: true, fileMustExist: true });
  try {
    // A write by another connection between two steps restarts the copy: after the first step the
    // rest goes in one, so a site that keeps writing cannot keep the backup from finishing.
    await live.backup(path.join(out, SQLITE_FILE), { progress: ({ remainingPages }) => remainingPages });
  } finally {
    live.close();
  }
  const copy = new SQLite(path.join(out, SQLITE_FILE), { readonly: true });
  try {
    return await rowCounts(sqliteTables(copy), async (table) =>
      Number((copy.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n),
    );
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL through pg_dump (custom format) of the server's schema, from a snapshot exported by a
 * repeatable-read transaction that also counts the rows: the counts are the dump's.
 */
async function backupPostgres(
  url: string,
  schema: string,
  out: string,
): Promise<Manifest['database']['rows']> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`Cannot reach the PostgreSQL database of DATABASE_URL: ${error.message}`);
  });
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // Counting a million rows on one core leaves the other to the site.
    await client.query('SET LOCAL max_parallel_workers_per_gather = 0');
    const { rows: snapshot } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const dump = run('pg_dump', [
      '--format=custom',
      `--schema=${schema}`,
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot[0]!.id}`,
      `--file=${path.join(out, POSTGRES_FILE)}`,
      `--dbname=${url}`,
    ]).catch((error: Error & { stderr?: string }) => {
      throw new BackupError(`pg_dump failed: ${error.stderr?.trim() || error.message}`);
    });
    // Awaited below, after the counts: a failure meanwhile must not count as unhandled.
    dump.catch(() => undefined);
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
      [schema],
    );
    const counts = await rowCounts(
      tables.map((t) => t.name),
      async (table) =>
        Number(
          (await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."${table}"`)).rows[0]!.n,
        ),
    );
    await dump;
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup -- --out DIR`: the database, then the media files, then a manifest with row
 * counts and checksums, signed with a key from SECRET (manifest.ts) so that a restore can tell the
 * backup was not altered. The database comes first: a file uploaded meanwhile is copied without its
 * row (harmless), where the other order would keep rows whose files are missing. Everything is the
 * owner's alone (private-files.ts): a backup holds the site's secrets at rest.
 * A stored file whose key the server would not have made (put in the folder by hand) is left out
 * and named in `skipped`: a restore refuses such keys.
 */
export async function backup(
  config: Config,
  out: string,
  options: { schema?: string } = {},
): Promise<Manifest & { skipped: string[] }> {
  if ((await fsp.readdir(out).catch(() => [])).length > 0)
    throw new BackupError(`${out} is not empty: a backup goes into a new folder`);
  await makePrivateDir(out);

  const kind = config.database.kind;
  const rows =
    config.database.kind === 'sqlite'
      ? await backupSqlite(config.database.path, out)
      : await backupPostgres(config.database.url, options.schema ?? 'public', out);
  const file = kind === 'sqlite' ? SQLITE_FILE : POSTGRES_FILE;

  // The folder's files or the bucket's objects, whichever MEDIA_STORAGE names.
  const files = createFileStore(config);
  const entries: Manifest['media']['entries'] = [];
  const skipped: string[] = [];
  for await (const { key } of files.list()) {
    if (!isServerMediaKey(key)) {
      skipped.push(key);
      continue;
    }
    const stream = await files.read(key);
    if (!stream) continue; // removed since it was listed
    const target = path.join(out, MEDIA_FOLDER, key);
    await makePrivateDir(path.dirname(target));
    await pipeline(stream, fs.createWriteStream(target, { mode: PRIVATE_FILE }));
    entries.push({ key, bytes: (await fsp.stat(target)).size, sha256: await sha256Of(target) });
  }
  entries.sort((x, y) => x.key.localeCompare(y.key));

  const manifest: Manifest = {
    version: 1,
    createdAt: new Date().toISOString(),
    database: {
      kind,
      file,
      bytes: (await fsp.stat(path.join(out, file))).size,
      sha256: await sha256Of(path.join(out, file)),
      rows,
    },
    media: { files: entries.length, bytes: entries.reduce((sum, e) => sum + e.bytes, 0), entries },
  };
  await writeSignedManifest(out, config.secret, manifest, PRIVATE_FILE);
  // pg_dump and SQLite create their files with the umask's modes.
  await lockDown(out);
  return { ...manifest, skipped: skipped.sort() };
}

/** Row counts of the tables the manifest names, in the restored database. */
export async function countRows(db: Db, tables: string[]): Promise<Record<string, number>> {
  return rowCounts(tables, async (table) => {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(
      db.kysely,
    );
    return Number(rows[0]!.n);
  });
}
