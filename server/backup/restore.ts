import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config';
import { type Db, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createFileStore } from '../storage/create-storage';
import type { FileStore } from '../storage/storage';
import { BackupError, MANIFEST, type Manifest, countRows, sha256Of } from './backup';
import { run } from './run';

async function holdsFiles(files: FileStore): Promise<boolean> {
  for await (const _ of files.list()) return true;
  return false;
}

/** Whether any table of the target database holds a row: a restore would replace them. */
async function holdsRows(db: Db): Promise<boolean> {
  const tables = (await db.kysely.introspection.getTables()).map((t) => t.name);
  const counts = await countRows(
    db,
    tables.filter((t) => !t.startsWith('kysely_') && !/_search(_|$)/.test(t)),
  );
  return Object.values(counts).some((n) => n > 0);
}

async function readManifest(dir: string): Promise<Manifest> {
  const text = await fsp.readFile(path.join(dir, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${dir} holds no ${MANIFEST}: not a backup`);
  });
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.version !== 1) throw new BackupError(`Unknown backup version ${String(manifest.version)}`);
  return manifest;
}

/** Every file the manifest lists, with the bytes it recorded: a damaged backup is not restored. */
async function verifyFiles(dir: string, manifest: Manifest) {
  const database = path.join(dir, manifest.database.file);
  if ((await sha256Of(database).catch(() => '')) !== manifest.database.sha256)
    throw new BackupError(`${manifest.database.file} is missing or damaged (checksum differs)`);
  for (const entry of manifest.media.entries)
    if ((await sha256Of(path.join(dir, 'media', entry.key)).catch(() => '')) !== entry.sha256)
      throw new BackupError(`media/${entry.key} is missing or damaged (checksum differs)`);
}

/**
 * `npm run restore -- DIR [--force]`: checks the backup, refuses a target database or media folder
 * that holds anything unless forced, restores both, migrates forward and compares the row counts
 * with the manifest's.
 */
export async function restore(
  config: Config,
  dir: string,
  {
    force = false,
    searchPath,
  }: { force?: boolean; /** PostgreSQL: the schema, when not public. */ searchPath?: string } = {},
) {
  const manifest = await readManifest(dir);
  if (manifest.database.kind !== config.database.kind)
    throw new BackupError(
      `This is a ${manifest.database.kind} backup; DATABASE_URL points at ${config.database.kind}`,
    );
  await verifyFiles(dir, manifest);

  const target = openDatabase(config.database, { searchPath });
  const files = createFileStore(config);
  const occupied = (await holdsRows(target)) || (await holdsFiles(files));
  await target.close();
  if (occupied && !force)
    throw new BackupError('The target database or media folder is not empty: pass --force to replace them');

  const file = path.join(dir, manifest.database.file);
  if (config.database.kind === 'sqlite') {
    const databasePath = config.database.path;
    for (const suffix of ['', '-wal', '-shm']) await fsp.rm(`${databasePath}${suffix}`, { force: true });
    await fsp.mkdir(path.dirname(databasePath), { recursive: true });
    await fsp.copyFile(file, databasePath);
  } else {
    await restorePostgres(config.database.url, file, searchPath ?? 'public');
  }

  // Into the folder or the bucket MEDIA_STORAGE names, replacing whatever it held (with --force).
  const stale: string[] = [];
  for await (const { key } of files.list()) stale.push(key);
  for (const key of stale) await files.remove(key);
  for (const entry of manifest.media.entries)
    await files.put(entry.key, await fsp.readFile(path.join(dir, 'media', entry.key)));

  const db = openDatabase(config.database, { searchPath });
  try {
    const applied = await migrateToLatest(db);
    const counts = await countRows(db, Object.keys(manifest.database.rows));
    const differ = Object.entries(manifest.database.rows).filter(([table, n]) => counts[table] !== n);
    if (differ.length > 0)
      throw new BackupError(
        `Restored, but the row counts differ: ${differ.map(([t, n]) => `${t} ${counts[t]} (backup ${n})`).join(', ')}`,
      );
    // Counted again from the restored files at first use: they may differ from the snapshot's tally.
    await db.kysely.deleteFrom('media_tally').execute();
    return { manifest, applied, counts };
  } finally {
    await db.close();
  }
}

/**
 * The dump into `schema`, made anew: dropped with everything in it (only reached on an empty target
 * or with --force), created, given pg_trgm (which a dump of one schema leaves out; migration 003),
 * then filled by pg_restore. The dump's own entries for the schema are left out of the restore
 * list: `CREATE SCHEMA public` would fail on the schema every database has, and `--clean` would try
 * to drop it while pg_trgm depends on it.
 */
async function restorePostgres(url: string, file: string, schema: string) {
  const setup = openDatabase({ kind: 'postgres', url }, { searchPath: schema });
  try {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(setup.kysely);
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(setup.kysely);
    await sql`CREATE SCHEMA IF NOT EXISTS public`.execute(setup.kysely);
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(setup.kysely);
  } finally {
    await setup.close();
  }
  const { stdout } = await run('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
  const name = schema.replace(/[^\w]/g, '\\$&');
  const ownEntry = new RegExp(`^\\d+; \\d+ \\d+ (COMMENT - )?SCHEMA (- )?${name} `);
  // Beside the system's temporary files: the backup folder may be read-only.
  const list = path.join(os.tmpdir(), `bm-restore-${process.pid}-${Date.now()}.list`);
  await fsp.writeFile(
    list,
    stdout
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
