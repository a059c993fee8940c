import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { BackupError, backup, countRows } from '../../server/backup/backup';
import { restore } from '../../server/backup/restore';
import { loadConfig } from '../../server/config';
import { type Db, openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoContent } from '../../server/db/seed/seed';
import { supportMessageRepository } from '../../server/data/support-messages';
import { createFileStore } from '../../server/storage/create-storage';
import { startS3Server } from '../support/s3-server';
import { databaseKind, openTestDatabase } from './support/test-app';

/**
 * `npm run backup` and `npm run restore` on this run's engine: a snapshot of the demo content and
 * the media (a folder, or a bucket's objects) restores into an empty target with the same rows and files; a target that
 * holds anything is refused without --force, and a damaged backup is refused.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A source database with the demo content and two media files, and its settings. */
async function source() {
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
  return { db, config: loadConfig({ DATABASE_URL: url, MEDIA_DIR: mediaDir, LOG_LEVEL: 'silent' }) };
}

/** An empty target: a new SQLite file, or a new PostgreSQL database restored into the same schema. */
async function target(schema: string | undefined) {
  const mediaDir = path.join(tmp('bm-restore-media-'), 'media');
  if (databaseKind === 'sqlite') {
    const file = path.join(tmp('bm-restore-db-'), 'app.db');
    return {
      config: loadConfig({ DATABASE_URL: `file:${file}`, MEDIA_DIR: mediaDir }),
      searchPath: undefined,
    };
  }
  return {
    config: loadConfig({ DATABASE_URL: await newPostgresDatabase(), MEDIA_DIR: mediaDir }),
    searchPath: schema,
  };
}

/** A new, empty PostgreSQL database beside the test one, dropped at the end; its URL. */
async function newPostgresDatabase(): Promise<string> {
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

it('backs up the database and the media, and restores them into an empty target', async () => {
  const { db, config } = await source();
  const out = path.join(tmp('bm-backup-out-'), 'backup');
  const manifest = await backup(config, out, { schema: db.schema });

  expect(manifest.database.kind).toBe(databaseKind);
  expect(manifest.database.rows.fighters).toBeGreaterThan(0);
  expect(manifest.database.rows.dev_diaries).toBeGreaterThan(0);
  expect(manifest.media.entries.map((e) => e.key)).toEqual(['uploads/a.png', 'uploads/b.webm']);
  expect(manifest.media.bytes).toBe(2048 + 4096);
  // A second backup into the same folder would mix two snapshots.
  await expect(backup(config, out, { schema: db.schema })).rejects.toThrow(/is not empty/);

  const into = await target(db.schema);
  const restored = await restore(into.config, out, { searchPath: into.searchPath });
  expect(restored.counts).toEqual(manifest.database.rows);
  expect(await countRows(db, ['fighters'])).toEqual({ fighters: manifest.database.rows.fighters });
  for (const key of ['uploads/a.png', 'uploads/b.webm'])
    expect(fs.readFileSync(path.join(into.config.mediaDir, key))).toEqual(
      fs.readFileSync(path.join(config.mediaDir, key)),
    );

  // Now the target holds content: refused unless forced, and nothing is touched meanwhile.
  await expect(restore(into.config, out, { searchPath: into.searchPath })).rejects.toThrow(
    /not empty: pass --force/,
  );
  const forced = await restore(into.config, out, { force: true, searchPath: into.searchPath });
  expect(forced.counts).toEqual(manifest.database.rows);

  // A damaged file in the backup stops the restore before it starts.
  fs.appendFileSync(path.join(out, 'media', 'uploads', 'a.png'), 'x');
  const again = await target(db.schema);
  const damaged = restore(again.config, out, { searchPath: again.searchPath });
  await expect(damaged).rejects.toThrow(BackupError);
  await expect(restore(again.config, out, { searchPath: again.searchPath })).rejects.toThrow(
    /media\/uploads\/a\.png is missing or damaged/,
  );
});

it('keeps every row acknowledged before it started, while a writer goes on writing', async () => {
  const { db, config } = await source();
  const messages = supportMessageRepository(db.kysely);
  const acknowledged: Array<{ id: number; at: number }> = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const { id } = await messages.create({
        name: 'Writer',
        email: `writer${i}@example.com`,
        subject: `Message ${i}`,
        message: 'Written while the backup runs.',
      });
      acknowledged.push({ id, at: performance.now() });
      // Let the backup's own work in between, as a server's other requests would be.
      await nextTurn();
    }
  })();
  while (acknowledged.length < 20) await nextTurn();
  const started = performance.now();
  const out = path.join(tmp('bm-backup-out-'), 'backup');
  const manifest = await backup(config, out, { schema: db.schema });
  const during = acknowledged.filter((row) => row.at > started).length;
  writing = false;
  await writer;

  const into = await target(db.schema);
  const restored = await restore(into.config, out, { searchPath: into.searchPath });
  expect(restored.counts).toEqual(manifest.database.rows);
  const copy = openDatabase(into.config.database, { searchPath: into.searchPath });
  cleanups.push(() => copy.close());
  const restoredIds = new Set(
    (await copy.kysely.selectFrom('support_messages').select('id').execute()).map((row) => row.id),
  );
  const before = acknowledged.filter((row) => row.at < started);
  expect(before.length).toBeGreaterThanOrEqual(20);
  expect(before.filter((row) => !restoredIds.has(row.id))).toEqual([]);
  // The writer really ran during the backup, and the snapshot is one moment: no row after it.
  expect(during).toBeGreaterThan(0);
  expect(restoredIds.size).toBe(manifest.database.rows.support_messages);
});

it('backs up the objects of a bucket and restores them into another', async () => {
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  const { db, config: local } = await source();
  const inBucket = { ...s3.env, DATABASE_URL: dbUrl(local), LOG_LEVEL: 'silent' };
  const config = loadConfig(inBucket);
  const bucket = createFileStore(config);
  await bucket.put('uploads/a.png', randomBytes(2048));
  await bucket.put('uploads/clip.mp4', randomBytes(6000));

  const out = path.join(tmp('bm-backup-out-'), 'backup');
  const manifest = await backup(config, out, { schema: db.schema });
  expect(manifest.media.entries.map((e) => [e.key, e.bytes])).toEqual([
    ['uploads/a.png', 2048],
    ['uploads/clip.mp4', 6000],
  ]);

  const into = await target(db.schema);
  const intoBucket = loadConfig({ ...s3.env, S3_PREFIX: 'restored/', DATABASE_URL: dbUrl(into.config) });
  const restored = await restore(intoBucket, out, { searchPath: into.searchPath });
  expect(restored.counts).toEqual(manifest.database.rows);
  const copy = createFileStore(intoBucket);
  for (const key of ['uploads/a.png', 'uploads/clip.mp4'])
    expect(await buffer((await copy.read(key))!)).toEqual(await buffer((await bucket.read(key))!));
});

const dbUrl = (config: ReturnType<typeof loadConfig>) =>
  config.database.kind === 'sqlite' ? `file:${config.database.path}` : config.database.url;

it.runIf(databaseKind === 'postgres')(
  'restores a database whose tables are in public, as deployed',
  async () => {
    const from = await newPostgresDatabase();
    const db = openDatabase({ kind: 'postgres', url: from });
    cleanups.push(() => db.close());
    await migrateToLatest(db);
    await seedDemoContent(db);
    const out = path.join(tmp('bm-backup-out-'), 'backup');
    const manifest = await backup(loadConfig({ DATABASE_URL: from, MEDIA_DIR: tmp('bm-media-') }), out);

    const into = loadConfig({ DATABASE_URL: await newPostgresDatabase(), MEDIA_DIR: tmp('bm-media-') });
    expect((await restore(into, out)).counts).toEqual(manifest.database.rows);
    // Again over itself: the schema is made anew, pg_trgm with it.
    expect((await restore(into, out, { force: true })).counts).toEqual(manifest.database.rows);
  },
);

it('says which database it cannot reach, and creates none on the way', async () => {
  const missing = path.join(tmp('bm-no-db-'), 'missing.db');
  await expect(
    backup(loadConfig({ DATABASE_URL: `file:${missing}`, MEDIA_DIR: tmp('bm-media-') }), tmp('bm-out-')),
  ).rejects.toThrow(`There is no SQLite database at "${missing}"`);
  expect(fs.existsSync(missing)).toBe(false);

  // Port 1 on loopback: nothing listens there.
  await expect(
    backup(
      loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', MEDIA_DIR: tmp('bm-media-') }),
      tmp('bm-out-'),
    ),
  ).rejects.toThrow(/^Cannot reach the PostgreSQL database of DATABASE_URL: .*ECONNREFUSED/);
});
