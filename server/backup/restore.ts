import path from 'node:path';
import fsp from 'node:fs/promises';
import type { Config } from '../config';
import { type Db, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createFileStore } from '../storage/create-storage';
import type { FileStore } from '../storage/storage';
import { countRows, sha256Of } from './backup';
import { BackupError } from './backup-error';
import { MEDIA_FOLDER, type Manifest, readCheckedManifest } from './manifest';
import { resanitizeStoredRichText } from '../content/stored-rich-text';
import { checkPostgresArchive, stagePostgres } from './stage-postgres';
import { stageSqlite } from './stage-sqlite';
import type { StagedDatabase } from './staged-database';

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

/** Every file the manifest lists, with the bytes it recorded: a damaged backup is not restored. */
async function verifyFiles(dir: string, manifest: Manifest) {
  const database = path.join(dir, manifest.database.file);
  if ((await sha256Of(database).catch(() => '')) !== manifest.database.sha256)
    throw new BackupError(`${manifest.database.file} is missing or damaged (checksum differs)`);
  for (const entry of manifest.media.entries)
    if ((await sha256Of(path.join(dir, MEDIA_FOLDER, entry.key)).catch(() => '')) !== entry.sha256)
      throw new BackupError(`media/${entry.key} is missing or damaged (checksum differs)`);
}

/**
 * The restored copy before it replaces anything: the tables the manifest counts are there with
 * its counts (the backup's own rows, before any migration), then it is migrated forward and its
 * rich text sanitized again (server/content/stored-rich-text.ts).
 */
async function prepare(staged: StagedDatabase, manifest: Manifest) {
  const tables = await staged.db.kysely.introspection.getTables({ withInternalKyselyTables: true });
  const present = new Set(tables.map((t) => t.name));
  const missing = ['users', ...Object.keys(manifest.database.rows)].filter((table) => !present.has(table));
  if (missing.length > 0)
    throw new BackupError(
      `${manifest.database.file} lacks the tables ${[...new Set(missing)].join(', ')}: not this site's backup`,
    );
  const counts = await countRows(staged.db, Object.keys(manifest.database.rows));
  const differ = Object.entries(manifest.database.rows).filter(([table, n]) => counts[table] !== n);
  if (differ.length > 0)
    throw new BackupError(
      `The restored row counts differ from the manifest's, nothing was replaced: ${differ.map(([t, n]) => `${t} ${counts[t]} (backup ${n})`).join(', ')}`,
    );
  const applied = await migrateToLatest(staged.db);
  // Counted again from the restored files at first use: they may differ from the snapshot's tally.
  await staged.db.kysely.deleteFrom('media_tally').execute();
  const resanitized = await resanitizeStoredRichText(staged.db.kysely);
  return { counts, applied, resanitized };
}

export interface RestoreOptions {
  force?: boolean;
  /** PostgreSQL: the schema, when not public. */
  searchPath?: string;
  /** Restore a backup whose manifest this server's SECRET did not sign (`--trust-unsigned`). */
  trustUnsigned?: boolean;
}

/**
 * `npm run restore -- DIR [--force] [--trust-unsigned]`. First everything is checked, and nothing
 * is changed until all of it holds: the manifest's signature (made with a key from SECRET), its
 * shape and media keys, every checksum, the database file, and that the target is empty unless
 * forced. Then the database is restored beside the live one (stage-sqlite.ts, stage-postgres.ts),
 * counted against the manifest, migrated forward and its rich text sanitized again; the media files
 * are written into the store without wiping it; then the restored database replaces the live one,
 * and only then are the stored files the backup does not hold removed.
 */
export async function restore(
  config: Config,
  dir: string,
  { force = false, searchPath, trustUnsigned = false }: RestoreOptions = {},
) {
  const manifest = await readCheckedManifest(dir, config.secret, { trustUnsigned });
  if (manifest.database.kind !== config.database.kind)
    throw new BackupError(
      `This is a ${manifest.database.kind} backup; DATABASE_URL points at ${config.database.kind}`,
    );
  await verifyFiles(dir, manifest);
  const file = path.join(dir, manifest.database.file);
  const schema = searchPath ?? 'public';
  const listing =
    config.database.kind === 'postgres'
      ? await checkPostgresArchive(file, schema, Object.keys(manifest.database.rows))
      : '';

  const target = openDatabase(config.database, { searchPath });
  const files = createFileStore(config);
  let occupied: boolean;
  try {
    occupied = (await holdsRows(target)) || (await holdsFiles(files));
  } finally {
    await target.close();
  }
  if (occupied && !force)
    throw new BackupError('The target database or media folder is not empty: pass --force to replace them');

  const staged =
    config.database.kind === 'sqlite'
      ? await stageSqlite(file, config.database.path)
      : await stagePostgres(config.database.url, file, schema, listing);
  let result: Awaited<ReturnType<typeof prepare>>;
  try {
    result = await prepare(staged, manifest);
    // Written before the swap but nothing removed: a failure here leaves the live site whole.
    for (const entry of manifest.media.entries)
      await files.put(entry.key, await fsp.readFile(path.join(dir, MEDIA_FOLDER, entry.key)));
  } catch (error) {
    await staged.abandon();
    throw error;
  }
  await staged.commit();

  const kept = new Set(manifest.media.entries.map((entry) => entry.key));
  const stale: string[] = [];
  for await (const { key } of files.list()) if (!kept.has(key)) stale.push(key);
  for (const key of stale) await files.remove(key);
  return { manifest, ...result };
}
