import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { postRepository } from '../../server/data/dev-diaries';
import type { Db } from '../../server/db/connection';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { openTestDatabase } from './support/test-app';

/** Migration 016 gives posts and their revisions a cover image column, and takes it away again. */

let db: Db | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await db?.close();
  await drop?.();
});

/** Whether each table has the column, asked by selecting it (both engines, this schema only). */
const coverColumns = (kysely: Db['kysely']) =>
  Promise.all(
    ['dev_diaries', 'dev_diary_revisions'].map((table) =>
      sql`SELECT cover_image FROM ${sql.table(table)} LIMIT 0`.execute(kysely).then(
        () => true,
        () => false,
      ),
    ),
  );

it('adds the column with no cover for the posts already stored, and removes it on the way down', async () => {
  ({ db, drop } = await openTestDatabase());
  await migrateTo(db, '015-mail-outbox-recipient');
  const at = '2024-03-01T10:00:00.000Z';
  await sql`INSERT INTO dev_diaries (slug, title, excerpt, content, author, tags, date, featured, published, created_at, updated_at)
    VALUES ('before-covers', 'Before Covers', 'e', 'c', 'A', '[]', ${at}, 0, 1, ${at}, ${at})`.execute(
    db.kysely,
  );
  expect(await coverColumns(db.kysely)).toEqual([false, false]);

  expect(await migrateToLatest(db)).toContain('016-post-cover-image');
  expect(await coverColumns(db.kysely)).toEqual([true, true]);
  const post = await postRepository(db.kysely).find({ slug: 'before-covers' });
  expect(post?.coverImage).toBeNull();

  await migrateTo(db, '015-mail-outbox-recipient');
  expect(await coverColumns(db.kysely)).toEqual([false, false]);
  const kept = await sql<{ title: string }>`SELECT title FROM dev_diaries`.execute(db.kysely);
  expect(kept.rows.map((row) => row.title)).toEqual(['Before Covers']);
});
