import { createHash, createHmac, hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../server/backup/backup';
import { UNSIGNED_MANIFEST } from '../../server/backup/manifest';
import { restore } from '../../server/backup/restore';
import type { Config } from '../../server/config';
import { supportMessageRepository } from '../../server/data/support-messages';
import { openDatabase } from '../../server/db/connection';
import { BACKUP_SECRET, configOf, dbUrl, onCleanup, source, target, tmp } from './support/backup-fixtures';
import { databaseKind } from './support/test-app';

/**
 * A backup at rest and a restore of one that may have been altered
 * (docs/decisions/0043-secrets-at-rest.md): files 0600 in folders 0700 whatever the umask; a
 * manifest signed with a key from SECRET; every check made before anything changes, the database
 * restored beside the live one and swapped in, and its rich text sanitized again.
 */
const UNSAFE = '<p>kept</p><script>alert(1)</script><p><img src="x" onerror="alert(2)" alt="x"></p>';
const MARKER = 'Written after the first restore';

let out: string;
let into: Awaited<ReturnType<typeof target>>;
let firstRestore: Awaited<ReturnType<typeof restore>>;

/** A copy of the backup folder to alter, so each probe starts from the good one. */
function copyOfBackup(): string {
  const copy = path.join(tmp('bm-tampered-'), 'backup');
  fs.cpSync(out, copy, { recursive: true });
  return copy;
}

const readManifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Writes the manifest as an attacker would: checksums right, its signature left as it was. */
function writeManifest(dir: string, manifest: object, { resign = false } = {}) {
  const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'manifest.json'), bytes);
  if (!resign) return;
  // Re-signed with the test's SECRET: only the check under test stops it.
  const key = Buffer.from(hkdfSync('sha256', BACKUP_SECRET, Buffer.alloc(0), 'backup-manifest', 32));
  fs.writeFileSync(path.join(dir, 'manifest.hmac'), createHmac('sha256', key).update(bytes).digest('hex'));
}

const openTarget = () => {
  const db = openDatabase(into.config.database, { searchPath: into.searchPath });
  onCleanup(() => db.close());
  return db;
};

/** The target as the first restore left it, plus a row and a file written since. */
async function expectTargetUnchanged() {
  const db = openTarget();
  const marker = await db.kysely
    .selectFrom('support_messages')
    .select('subject')
    .where('subject', '=', MARKER)
    .execute();
  expect(marker).toHaveLength(1);
  expect(
    Number(
      (
        await db.kysely
          .selectFrom('fighters')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBe(firstRestore.counts.fighters);
  await db.close();
  const media = into.config.mediaDir;
  expect(fs.readFileSync(path.join(media, 'uploads', 'marker.png'), 'utf8')).toBe('marker');
  expect(fs.existsSync(path.join(media, 'uploads', 'a.png'))).toBe(true);
  // Nothing was left beside the live database either.
  if (into.config.database.kind === 'sqlite')
    expect(fs.existsSync(`${into.config.database.path}.restoring`)).toBe(false);
}

const restoreInto = (dir: string, options: { trustUnsigned?: boolean; config?: Config } = {}) =>
  restore(options.config ?? into.config, dir, {
    force: true,
    searchPath: into.searchPath,
    trustUnsigned: options.trustUnsigned,
  });

beforeAll(async () => {
  const { db, config } = await source();
  // HTML that the editor's sanitizer would never have stored, written straight into the rows.
  await db.kysely.updateTable('dev_diaries').set({ content: UNSAFE }).execute();
  await db.kysely.updateTable('about').set({ description: UNSAFE }).execute();
  await db.kysely.updateTable('faqs').set({ answer: UNSAFE }).execute();
  out = path.join(tmp('bm-backup-out-'), 'backup');
  const umask = process.umask(0o022);
  try {
    await backup(config, out, { schema: db.schema });
  } finally {
    process.umask(umask);
  }
  into = await target(db.schema);
  firstRestore = await restore(into.config, out, { searchPath: into.searchPath });
  const restored = openTarget();
  await supportMessageRepository(restored.kysely).create({
    name: 'Marker',
    email: 'marker@example.com',
    subject: MARKER,
    message: 'Still here after a refused restore.',
  });
  await restored.close();
  fs.writeFileSync(path.join(into.config.mediaDir, 'uploads', 'marker.png'), 'marker');
}, 120_000);

describe('backup files', () => {
  it('are the owner’s alone: folders 0700 and files 0600 under umask 022', () => {
    const modes: Record<string, string> = {};
    const walk = (dir: string) => {
      modes[path.relative(out, dir) || '.'] = (fs.statSync(dir).mode & 0o777).toString(8);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else modes[path.relative(out, full)] = (fs.statSync(full).mode & 0o777).toString(8);
      }
    };
    walk(out);
    const database = databaseKind === 'sqlite' ? 'database.sqlite' : 'database.dump';
    expect(modes).toMatchObject({
      '.': '700',
      media: '700',
      'media/uploads': '700',
      'media/uploads/a.png': '600',
      'media/uploads/b.webm': '600',
      'manifest.json': '600',
      'manifest.hmac': '600',
      [database]: '600',
    });
    expect(Object.entries(modes).filter(([, mode]) => mode !== '700' && mode !== '600')).toEqual([]);
  });
});

describe('a restore', () => {
  it('round-trips a good backup, with the rich text sanitized again', async () => {
    expect(firstRestore.counts).toEqual(firstRestore.manifest.database.rows);
    const db = openTarget();
    const values = [
      ...(await db.kysely.selectFrom('dev_diaries').select('content as html').execute()),
      ...(await db.kysely.selectFrom('about').select('description as html').execute()),
      ...(await db.kysely.selectFrom('faqs').select('answer as html').execute()),
    ].map((row) => row.html);
    await db.close();
    expect(values.length).toBeGreaterThan(2);
    for (const html of values) {
      expect(html).toContain('<p>kept</p>');
      expect(html).not.toMatch(/<script|onerror|alert/);
    }
    // The planted values alone changed: clean stored HTML goes through the sanitizer unchanged.
    expect(firstRestore.resanitized).toBe(values.length);
    expect(fs.readFileSync(path.join(into.config.mediaDir, 'uploads', 'b.webm'))).toEqual(
      fs.readFileSync(path.join(out, 'media', 'uploads', 'b.webm')),
    );
  });

  it('refuses a damaged database file before changing anything', async () => {
    const dir = copyOfBackup();
    const file = path.join(dir, readManifest(dir).database.file);
    fs.appendFileSync(file, 'tampered');
    await expect(restoreInto(dir)).rejects.toThrow(
      /^database\.(sqlite|dump) is missing or damaged \(checksum differs\)$/,
    );
    await expectTargetUnchanged();
  });

  it('refuses a manifest whose checksums were recomputed but that SECRET did not sign', async () => {
    const dir = copyOfBackup();
    const manifest = readManifest(dir);
    const file = path.join(dir, manifest.database.file);
    fs.appendFileSync(file, 'tampered');
    manifest.database.sha256 = sha256(file);
    manifest.database.bytes = fs.statSync(file).size;
    writeManifest(dir, manifest);
    await expect(restoreInto(dir)).rejects.toThrow(`${UNSIGNED_MANIFEST}. A backup made before`);
    await expect(restoreInto(dir)).rejects.toThrow(/--trust-unsigned/);
    await expectTargetUnchanged();
  });

  it('refuses a backup signed under another SECRET, or not signed at all', async () => {
    const other = configOf({
      SECRET: 'another-secret-of-32-characters-or-more',
      DATABASE_URL: dbUrl(into.config),
      MEDIA_DIR: into.config.mediaDir,
    });
    await expect(restoreInto(out, { config: other })).rejects.toThrow(UNSIGNED_MANIFEST);
    const dir = copyOfBackup();
    fs.rmSync(path.join(dir, 'manifest.hmac'));
    await expect(restoreInto(dir)).rejects.toThrow(UNSIGNED_MANIFEST);
    await expectTargetUnchanged();
  });

  it('refuses a media key the server does not make, even signed, before changing anything', async () => {
    for (const key of [
      '../escape.png',
      'uploads/../../escape.png',
      '/tmp/escape.png',
      'uploads\\..\\escape.png',
      'other/escape.png',
    ]) {
      const dir = copyOfBackup();
      const manifest = readManifest(dir);
      const file = path.join(dir, 'media', key);
      fs.mkdirSync(path.dirname(path.resolve(dir, 'media', key)), { recursive: true });
      if (!path.isAbsolute(key)) fs.writeFileSync(file, 'escape');
      manifest.media.entries.push({
        key,
        bytes: 6,
        sha256: createHash('sha256').update('escape').digest('hex'),
      });
      writeManifest(dir, manifest, { resign: true });
      await expect(restoreInto(dir), key).rejects.toThrow(
        `manifest.json names the media file ${JSON.stringify(key)}, which is not a key this server makes`,
      );
    }
    expect(fs.existsSync(path.join(path.dirname(into.config.mediaDir), 'escape.png'))).toBe(false);
    await expectTargetUnchanged();
  });

  it('puts the live database back when the restored copy does not match the manifest', async () => {
    const dir = copyOfBackup();
    const manifest = readManifest(dir);
    const fighters = firstRestore.counts.fighters!;
    manifest.database.rows.fighters = fighters + 1;
    writeManifest(dir, manifest, { resign: true });
    await expect(restoreInto(dir)).rejects.toThrow(
      `The restored row counts differ from the manifest's, nothing was replaced: fighters ${fighters} (backup ${fighters + 1})`,
    );
    await expectTargetUnchanged();
  });

  it('restores an unsigned backup with --trust-unsigned, its rich text sanitized all the same', async () => {
    const dir = copyOfBackup();
    fs.rmSync(path.join(dir, 'manifest.hmac'));
    const again = await restoreInto(dir, { trustUnsigned: true });
    expect(again.counts).toEqual(again.manifest.database.rows);
    expect(again.resanitized).toBe(firstRestore.resanitized);
    const db = openTarget();
    const about = await db.kysely.selectFrom('about').select('description').executeTakeFirstOrThrow();
    // Replaced as a whole: the marker row is gone, and so is the file the backup does not hold.
    const marker = await db.kysely
      .selectFrom('support_messages')
      .select('id')
      .where('subject', '=', MARKER)
      .execute();
    await db.close();
    expect(about.description).not.toMatch(/<script|onerror/);
    expect(marker).toEqual([]);
    expect(fs.existsSync(path.join(into.config.mediaDir, 'uploads', 'marker.png'))).toBe(false);
    expect(fs.existsSync(path.join(into.config.mediaDir, 'uploads', 'a.png'))).toBe(true);
  });
});
