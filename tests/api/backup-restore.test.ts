import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { BackupError, backup, countRows } from '../../server/backup/backup';
import { restore } from '../../server/backup/restore';
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoContent } from '../../server/db/seed/seed';
import { supportMessageRepository } from '../../server/data/support-messages';
import { createFileStore } from '../../server/storage/create-storage';
import { startS3Server } from '../support/s3-server';
import {
  configOf,
  dbUrl,
  newPostgresDatabase,
  onCleanup,
  source,
  target,
  tmp,
} from './support/backup-fixtures';
import { databaseKind } from './support/test-app';

/**
 * `npm run backup` and `npm run restore` on this run's engine: a snapshot of the demo content and
 * the media (a folder, or a bucket's objects) restores into an empty target with the same rows and files; a target that
 * holds anything is refused without --force, and a damaged backup is refused.
 * tests/api/backup-security.test.ts covers the files' modes, the signed manifest and tampering.
 */
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
  onCleanup(() => copy.close());
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
  onCleanup(() => s3.close());
  const { db, config: local } = await source();
  const inBucket = { ...s3.env, DATABASE_URL: dbUrl(local) };
  const config = configOf(inBucket);
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
  const intoBucket = configOf({ ...s3.env, S3_PREFIX: 'restored/', DATABASE_URL: dbUrl(into.config) });
  const restored = await restore(intoBucket, out, { searchPath: into.searchPath });
  expect(restored.counts).toEqual(manifest.database.rows);
  const copy = createFileStore(intoBucket);
  for (const key of ['uploads/a.png', 'uploads/clip.mp4'])
    expect(await buffer((await copy.read(key))!)).toEqual(await buffer((await bucket.read(key))!));
});

it.runIf(databaseKind === 'postgres')(
  'restores a database whose tables are in public, as deployed',
  async () => {
    const from = await newPostgresDatabase();
    const db = openDatabase({ kind: 'postgres', url: from });
    onCleanup(() => db.close());
    await migrateToLatest(db);
    await seedDemoContent(db);
    const out = path.join(tmp('bm-backup-out-'), 'backup');
    const manifest = await backup(configOf({ DATABASE_URL: from, MEDIA_DIR: tmp('bm-media-') }), out);

    const into = configOf({ DATABASE_URL: await newPostgresDatabase(), MEDIA_DIR: tmp('bm-media-') });
    expect((await restore(into, out)).counts).toEqual(manifest.database.rows);
    // Again over itself: the schema is made anew, pg_trgm with it.
    expect((await restore(into, out, { force: true })).counts).toEqual(manifest.database.rows);
  },
);

it('says which database it cannot reach, and creates none on the way', async () => {
  const missing = path.join(tmp('bm-no-db-'), 'missing.db');
  await expect(
    backup(configOf({ DATABASE_URL: `file:${missing}`, MEDIA_DIR: tmp('bm-media-') }), tmp('bm-out-')),
  ).rejects.toThrow(`There is no SQLite database at "${missing}"`);
  expect(fs.existsSync(missing)).toBe(false);

  // Port 1 on loopback: nothing listens there.
  await expect(
    backup(
      configOf({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', MEDIA_DIR: tmp('bm-media-') }),
      tmp('bm-out-'),
    ),
  ).rejects.toThrow(/^Cannot reach the PostgreSQL database of DATABASE_URL: .*ECONNREFUSED/);
});
