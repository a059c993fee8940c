import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { resanitizeStoredRichText } from '../../server/content/stored-rich-text';
import type { Db } from '../../server/db/connection';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { openTestDatabase } from './support/test-app';

/**
 * Migration 030 runs the rich text already stored through the sanitizer: HTML kept as it was by
 * migration 021, or written straight into the database, loses its scripts and event handlers; a
 * clean value is left as it is, and nothing is rewritten a second time.
 */

let db: Db | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await db?.close();
  await drop?.();
});

const CLEAN =
  '<p>Clean <strong>answer</strong> with <a href="https://example.com" rel="noopener noreferrer nofollow">a link</a>.</p>';

it('sanitizes the HTML-looking values stored before it and leaves clean ones alone', async () => {
  ({ db, drop } = await openTestDatabase());
  const kysely = db.kysely;
  await migrateTo(db, '029-known-devices');
  const at = '2024-03-01T10:00:00.000Z';
  const postContent =
    '<p>Patch notes<img src=x onerror=alert(1)></p><script>alert(1)</script><p onclick="steal()">Balance</p>';
  await sql`INSERT INTO dev_diaries (slug, title, excerpt, content, author, tags, date, featured, published, created_at, updated_at)
    VALUES ('legacy', 'Legacy Post', '', ${postContent}, 'A', '[]', ${at}, 0, 1, ${at}, ${at})`.execute(
    kysely,
  );
  const { id: postId } = await kysely
    .selectFrom('dev_diaries')
    .select('id')
    .where('slug', '=', 'legacy')
    .executeTakeFirstOrThrow();
  const revisionContent =
    '<h2>Old draft</h2><iframe src="https://evil.example"></iframe><p><a href="javascript:alert(1)">click</a></p>';
  await sql`INSERT INTO dev_diary_revisions (post_id, saved_by_name, saved_at, title, slug, excerpt, content, author, tags, date, featured, published)
    VALUES (${postId}, 'A', ${at}, 'Legacy Post', 'legacy', '', ${revisionContent}, 'A', '[]', ${at}, 0, 1)`.execute(
    kysely,
  );
  await sql`INSERT INTO about (id, title, description, mission_statement, is_active, updated_at)
    VALUES (1, 'About', '<p><svg onload=alert(1)><circle/></svg>We make fighting games.</p>', 'm', 1, ${at})`.execute(
    kysely,
  );
  for (const [order, answer] of ['<img src=x onerror=alert(1)>', CLEAN].entries())
    await sql`INSERT INTO faqs (question, answer, category, sort_order, published, created_at, updated_at)
      VALUES (${`Question ${order}`}, ${answer}, 'General', ${order}, 1, ${at}, ${at})`.execute(kysely);

  expect(await migrateToLatest(db)).toContain('030-sanitize-legacy-html');

  const post = await kysely.selectFrom('dev_diaries').select(['title', 'content']).executeTakeFirstOrThrow();
  expect(post).toEqual({ title: 'Legacy Post', content: '<p>Patch notes</p><p>Balance</p>' });
  const revision = await kysely.selectFrom('dev_diary_revisions').select('content').executeTakeFirstOrThrow();
  expect(revision.content).toBe('<h2>Old draft</h2><p>click</p>');
  const about = await kysely.selectFrom('about').select('description').executeTakeFirstOrThrow();
  expect(about.description).toBe('<p>We make fighting games.</p>');
  const faqs = await kysely.selectFrom('faqs').select('answer').orderBy('sort_order').execute();
  // A tag that opens no block of the editor's is text, shown as written, as migration 021 made it.
  expect(faqs.map((f) => f.answer)).toEqual(['<p>&lt;img src=x onerror=alert(1)&gt;</p>', CLEAN]);

  const stored = JSON.stringify([post, revision, about, faqs]);
  // No element with an event handler, no script, frame or drawing, no script address.
  expect(stored).not.toMatch(/<[^>]*\son\w+=|<script|<iframe|<svg|javascript:/i);
  // Whatever it left is what the sanitizer keeps: a second pass rewrites nothing.
  expect(await resanitizeStoredRichText(kysely)).toBe(0);
});

it('goes through more rows than one batch holds, rewriting only the unsafe ones', async () => {
  const { db: other, drop: dropOther } = await openTestDatabase();
  try {
    await migrateToLatest(other);
    const at = '2024-03-01T10:00:00.000Z';
    const rows = Array.from({ length: 450 }, (_, i) => ({
      question: `Question ${i}`,
      answer: i % 150 === 149 ? `<p onmouseover="x()">Answer ${i}</p>` : `<p>Answer ${i}</p>`,
      category: 'General' as const,
      sort_order: i,
      published: 1,
      created_at: at,
      updated_at: at,
    }));
    await other.kysely.insertInto('faqs').values(rows).execute();
    expect(await resanitizeStoredRichText(other.kysely)).toBe(3);
    const answers = await other.kysely.selectFrom('faqs').select('answer').orderBy('sort_order').execute();
    expect(answers.map((a) => a.answer)).toEqual(rows.map((_, i) => `<p>Answer ${i}</p>`));
    expect(await resanitizeStoredRichText(other.kysely)).toBe(0);
  } finally {
    await other.close();
    await dropOther();
  }
});
