import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { subscriberRepository } from '../../server/data/subscribers';
import type { Db } from '../../server/db/connection';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { openTestDatabase } from './support/test-app';

/** A database made before the search indexes existed gets them, with its rows searchable. */

let db: Db | undefined;
afterAll(() => db?.close());

it('indexes the subscribers that were there before the upgrade', async () => {
  db = (await openTestDatabase()).db;
  await migrateTo(db, '002-session-last-used');
  const names = ['Élodie Dupré', null, 'Marta Kowalska'];
  for (const [i, name] of names.entries())
    await sql`INSERT INTO subscribers (email, email_key, name, status, source, subscribed_at, updated_at)
      VALUES (${`Old${i}@Example.com`}, ${`old${i}@example.com`}, ${name}, 'active', 'website',
        ${`2024-01-0${i + 1}T00:00:00.000Z`}, ${`2024-01-0${i + 1}T00:00:00.000Z`})`.execute(db.kysely);

  expect(await migrateToLatest(db)).toContain('003-subscriber-search');
  const repo = subscriberRepository(db.kysely);
  const search = async (term: string) =>
    (await repo.page({ search: term, limit: 50, offset: 0 })).rows.map((s) => s.email);
  expect(await search('ÉLODIE')).toEqual(['Old0@Example.com']);
  expect(await search('kowal')).toEqual(['Old2@Example.com']);
  expect(await search('OLD')).toEqual(['Old2@Example.com', 'Old1@Example.com', 'Old0@Example.com']);
  expect(await search('é')).toEqual(['Old0@Example.com']);
});
