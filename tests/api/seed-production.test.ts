import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { type SeedPlan, seedContent } from '../../server/db/seed/seed';
import { type TestApp, createTestApp } from './support/test-app';

/** What the studio publishes: every plan seeds all of it. */
const GAME_CONTENT = [
  'fighters',
  'abilities',
  'fighter_history',
  'dev_diaries',
  'faqs',
  'about',
  'game_modes',
  'chapters',
] as const;
/** What visitors send, and the mail and audit rows that would follow it. */
const VISITOR_INPUT = [
  'subscribers',
  'support_messages',
  'feedback',
  'feedback_attachments',
  'mail_outbox',
  'post_mailings',
] as const;
const TABLES = [...GAME_CONTENT, ...VISITOR_INPUT, 'audit_log'] as const;
type Table = (typeof TABLES)[number];
type Counts = Record<Table, number>;

async function countRows(db: Db): Promise<Counts> {
  const counts = await Promise.all(
    TABLES.map(async (table) => {
      const row = await db.kysely
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as Counts;
}

type Seeding = { t: TestApp; seeded: boolean; before: Counts; after: Counts };

async function startSeededWith(plan: SeedPlan): Promise<Seeding> {
  const seeding: Partial<Seeding> = {};
  seeding.t = await createTestApp({
    seed: async (db) => {
      seeding.before = await countRows(db);
      seeding.seeded = await seedContent(db, plan);
      seeding.after = await countRows(db);
    },
  });
  return seeding as Seeding;
}

/** The rows a visitor of the public site sees, in a stable order, to compare two seedings. */
async function publishedContent(db: Db) {
  const k = db.kysely;
  return {
    fighters: await k.selectFrom('fighters').select(['name', 'role']).orderBy('position').execute(),
    abilities: await k.selectFrom('abilities').select('name').orderBy('name').execute(),
    posts: await k.selectFrom('dev_diaries').select(['slug', 'published']).orderBy('slug').execute(),
    faqs: await k.selectFrom('faqs').select('question').orderBy('sort_order').execute(),
    about: await k.selectFrom('about').select(['title', 'mission_statement']).execute(),
    gameModes: await k.selectFrom('game_modes').select('name').orderBy('sort_order').execute(),
    chapters: await k.selectFrom('chapters').select('subtitle').orderBy('sort_order').execute(),
  };
}

let production: Seeding;
let demo: Seeding;
beforeAll(async () => {
  [production, demo] = await Promise.all([startSeededWith('game-content'), startSeededWith('demo')]);
});
afterAll(async () => {
  await Promise.all([production?.t.close(), demo?.t.close()]);
});

describe('seeding a production database', () => {
  it('fills an empty database', () => {
    expect(production.seeded).toBe(true);
  });

  it('adds no subscribers, support messages, feedback, mail or audit entries', () => {
    for (const table of VISITOR_INPUT) expect(production.after[table], table).toBe(0);
    expect(production.after.audit_log).toBe(production.before.audit_log);
  });

  it('has the same full game content as the demo', async () => {
    for (const table of GAME_CONTENT) {
      expect(production.after[table], table).toBeGreaterThan(0);
      expect(production.after[table], table).toBe(demo.after[table]);
    }
    expect(await publishedContent(production.t.db)).toEqual(await publishedContent(demo.t.db));
  });

  it('serves the roster and the dev diary, and an empty subscriber list to the back office', async () => {
    const fighters = await production.t.request({ method: 'GET', url: '/api/fighters' });
    expect(fighters.json().data).toHaveLength(21);
    const posts = await production.t.request({ method: 'GET', url: '/api/dev-diaries' });
    expect(posts.json().data.length).toBeGreaterThanOrEqual(6);
    const subscribers = await production.t.request({ method: 'GET', url: '/api/subscribers', as: 'admin' });
    expect(subscribers.statusCode).toBe(200);
    expect(subscribers.json().data).toEqual([]);
  });
});

describe('seeding the demo', () => {
  it('still gives the back office visitor input', () => {
    expect(demo.seeded).toBe(true);
    expect(demo.after.subscribers).toBeGreaterThan(0);
    expect(demo.after.support_messages).toBeGreaterThan(0);
    expect(demo.after.feedback).toBeGreaterThan(0);
  });
});
