import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import { type Config, loadConfig } from '../../../server/config';
import { type Db, openDatabase } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemoContent } from '../../../server/db/seed/seed';
import { databaseKind, openTestDatabase } from './test-app';

/**
 * Sources and targets for `npm run backup` / `npm run restore` on this run's engine. Every
 * configuration shares one SECRET, as a site and its restore do: the manifest's signature is made
 * with a key from it.
 */
export const BACKUP_SECRET = 'backup-test-secret-'.repeat(3);

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
export const onCleanup = (cleanup: () => Promise<void> | void) => void cleanups.push(cleanup);

export const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The server's configuration for these settings, with the shared SECRET unless one is given. */
export const configOf = (env: Record<string, string>): Config =>
  loadConfig({ SECRET: BACKUP_SECRET, LOG_LEVEL: 'silent', ...env });

export const dbUrl = (config: Config) =>
  config.database.kind === 'sqlite' ? `file:${config.database.path}` : config.database.url;

/** A source database with the demo content and two media files, and its settings. */
export async function source() {
  const mediaDir = tmp('bm-backup-media-');
  fs.mkdirSync(path.join(mediaDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, 'uploads', 'a.png'), randomBytes(2048));
  fs.writeFileSync(path.join(mediaDir, 'uploads', 'b.webm'), randomBytes(4096));
  let db: Db;
  let url: string;
  if (databaseKind === 'sqlite') {
    url = `file:${path.join(tmp('bm-backup-db-'), 'app.db')}`;
    db = openDatabase({ kind: 'sqlite', path: url.slice('file:'.length) });
  } else {
    url = process.env.TEST_DATABASE_URL!;
    db = (await openTestDatabase()).db;
  }
  cleanups.push(() => db.close());
  await migrateToLatest(db);
  await seedDemoContent(db);
  return { db, config: configOf({ DATABASE_URL: url, MEDIA_DIR: mediaDir }) };
}

/** An empty target: a new SQLite file, or a new PostgreSQL database restored into the same schema. */
export async function target(schema: string | undefined) {
  const mediaDir = path.join(tmp('bm-restore-media-'), 'media');
  if (databaseKind === 'sqlite') {
    const file = path.join(tmp('bm-restore-db-'), 'app.db');
    return { config: configOf({ DATABASE_URL: `file:${file}`, MEDIA_DIR: mediaDir }), searchPath: undefined };
  }
  return {
    config: configOf({ DATABASE_URL: await newPostgresDatabase(), MEDIA_DIR: mediaDir }),
    searchPath: schema,
  };
}

/** A new, empty PostgreSQL database beside the test one, dropped at the end; its URL. */
export async function newPostgresDatabase(): Promise<string> {
  const name = `restore_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.kysely);
  cleanups.push(async () => {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.kysely);
    await admin.close();
  });
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
