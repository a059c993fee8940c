import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { postRepository } from '../../server/data/dev-diaries';
import { feedbackRepository } from '../../server/data/feedback';
import { supportMessageRepository } from '../../server/data/support-messages';
import { userRepository } from '../../server/data/users';
import type { Db } from '../../server/db/connection';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { openTestDatabase } from './support/test-app';

/**
 * A database made before the staff lists were searchable (migrations 005 to 008) gets its rows'
 * search text written and indexed by the upgrade: each row already there is found by its words.
 */

let db: Db | undefined;
afterAll(() => db?.close());

it('fills and indexes the search text of the messages, feedback, posts and accounts already stored', async () => {
  db = (await openTestDatabase()).db;
  await migrateTo(db, '004-subscriber-counts');
  const at = '2024-03-01T10:00:00.000Z';
  await sql`INSERT INTO support_messages (name, email, subject, message, status, created_at, updated_at)
    VALUES ('Zoë Quill', 'zoe@example.com', 'Lost Progress', 'Ranked reset', 'new', ${at}, ${at})`.execute(
    db.kysely,
  );
  await sql`INSERT INTO feedback (name, email, subject, description, status, notes, created_at, updated_at)
    VALUES ('Bram Stoker', 'bram@example.com', 'Parry Window', 'Too short', 'new', '', ${at}, ${at})`.execute(
    db.kysely,
  );
  await sql`INSERT INTO dev_diaries (slug, title, excerpt, content, author, tags, date, featured, published, created_at, updated_at)
    VALUES ('netcode', 'Rollback Netcode', 'e', 'c', 'Ines Ortega', '["Engine","Online"]', ${at}, 0, 1, ${at}, ${at})`.execute(
    db.kysely,
  );
  await sql`INSERT INTO users (username, username_key, email, email_key, name, role, password_hash, created_at, updated_at)
    VALUES ('Kestrel', 'kestrel', 'kes@example.com', 'kes@example.com', 'Kaia Strel', 'editor', 'x', ${at}, ${at})`.execute(
    db.kysely,
  );

  const applied = await migrateToLatest(db);
  expect(applied).toEqual(
    expect.arrayContaining([
      '005-support-message-search',
      '006-feedback-search',
      '007-dev-diary-search',
      '008-user-search',
    ]),
  );
  const page = { limit: 10, offset: 0 };
  const kysely = db.kysely;
  const messages = (search: string) => supportMessageRepository(kysely).page({ ...page, search });
  const feedback = (search: string) => feedbackRepository(kysely).page({ ...page, search });
  const posts = (search: string) => postRepository(kysely).page({ ...page, search });
  const users = (search: string) => userRepository(kysely).page({ ...page, search });

  expect((await messages('zoë qu')).rows.map((r) => r.subject)).toEqual(['Lost Progress']);
  expect((await messages('PROGRESS')).total).toBe(1);
  // The message itself is searched too.
  expect((await messages('ranked')).total).toBe(1);
  expect((await feedback('parry')).rows.map((r) => r.name)).toEqual(['Bram Stoker']);
  // Feedback is searched by name, email and subject, not by its description.
  expect((await feedback('too short')).total).toBe(0);
  expect((await posts('ortega')).rows.map((r) => r.slug)).toEqual(['netcode']);
  expect((await posts('online')).total).toBe(1);
  expect((await users('strel')).rows.map((r) => r.username)).toEqual(['Kestrel']);
  expect((await users('kes@exa')).total).toBe(1);
});
