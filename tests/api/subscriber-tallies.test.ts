import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriberStats } from '../../contracts/subscriber';
import { talliesQuery } from '../../server/data/subscribers';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { type TestApp, createTestApp, databaseKind } from './support/test-app';

/**
 * The counters and the unsearched totals read the tallies that triggers keep (migration 009):
 * after every kind of write they must equal a real count of the table.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async (): Promise<SubscriberStats> =>
  (await t.request({ method: 'GET', url: '/api/subscribers/stats', as: 'admin' })).json().data;

async function counted(): Promise<SubscriberStats> {
  const groups = await t.db.kysely
    .selectFrom('subscribers')
    .select(['status', 'source', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['status', 'source'])
    .execute();
  const result: SubscriberStats = {
    total: 0,
    byStatus: { pending: 0, active: 0, unsubscribed: 0, bounced: 0, complained: 0 },
    bySource: { website: 0, newsletter: 0, social: 0 },
  };
  for (const group of groups) {
    const n = Number(group.count);
    result.total += n;
    result.byStatus[group.status] += n;
    result.bySource[group.source] += n;
  }
  return result;
}

async function totalOf(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/subscribers${query}`, as: 'admin' });
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-total-count']);
}

describe('subscriber tallies', () => {
  it('follow sign-ups, re-subscriptions, status and source changes and deletions', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `tally-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      const source = (['website', 'newsletter', 'social'] as const)[i % 3];
      const res = await t.request({ method: 'POST', url: '/api/subscribers', payload: { email, source } });
      expect(res.statusCode).toBe(201);
    }
    expect(await stats()).toEqual(await counted());

    await t.db.kysely
      .updateTable('subscribers')
      .set({ status: 'unsubscribed' })
      .where('email_key', 'in', emails.slice(0, 5))
      .execute();
    await t.db.kysely
      .updateTable('subscribers')
      .set({ source: 'social' })
      .where('email_key', 'in', emails.slice(4, 7))
      .execute();
    await t.db.kysely.deleteFrom('subscribers').where('email_key', 'in', emails.slice(8, 10)).execute();
    // Signing up again re-activates the address (an upsert): the tallies move it back.
    const again = await t.request({ method: 'POST', url: '/api/subscribers', payload: { email: emails[0] } });
    expect(again.statusCode).toBe(201);

    const expected = await counted();
    expect(expected.byStatus.unsubscribed).toBeGreaterThan(0);
    expect(await stats()).toEqual(expected);
    expect(await totalOf('?limit=1')).toBe(expected.total);
    expect(await totalOf('?limit=1&status=unsubscribed')).toBe(expected.byStatus.unsubscribed);
    expect(await totalOf('?limit=1&source=social')).toBe(expected.bySource.social);
    const activeSocial = await t.db.kysely
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('source', '=', 'social')
      .executeTakeFirstOrThrow();
    expect(await totalOf('?limit=1&status=active&source=social')).toBe(Number(activeSocial.n));
  });
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string };

describe.runIf(databaseKind === 'postgres')('subscriber tallies on PostgreSQL', () => {
  it('are read through their key however many dead versions a burst of sign-ups left', async () => {
    // One transaction rewriting every tally row 3,000 times, as a bulk load does: VACUUM then frees
    // the dead versions' pages but keeps them, since the live rows sit at the table's end.
    await sql`DO $$ BEGIN FOR i IN 1..3000 LOOP UPDATE subscriber_tallies SET count = count; END LOOP; END $$`.execute(
      t.db.kysely,
    );
    await sql`VACUUM ANALYZE subscriber_tallies`.execute(t.db.kysely);
    const { rows } = await sql<{
      pages: number;
    }>`SELECT pg_relation_size('subscriber_tallies') / 8192 AS pages`.execute(t.db.kysely);
    expect(Number(rows[0]!.pages)).toBeGreaterThan(50);

    const query = talliesQuery(t.db.kysely, {}).compile();
    const explained = await t.db.kysely.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
      ...query,
      sql: `EXPLAIN (FORMAT JSON) ${query.sql}`,
    });
    const plan = explained.rows[0]!['QUERY PLAN'][0].Plan;
    // The plan, not the pages it read: in a database shared with other test files, their open
    // transactions can keep VACUUM from removing the dead versions the index still points at.
    expect(plan['Index Name']).toBe('subscriber_tallies_pkey');
    // And the counters still add up.
    expect(await stats()).toEqual(await counted());
  });

  /** A connection of its own to this test's schema, and the tally stripe its sign-ups count in. */
  async function connection() {
    const client = new pg.Client({
      connectionString: t.db.postgres!.url,
      options: `-c search_path=${t.db.postgres!.searchPath}`,
    });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return { client, stripe: rows[0]!.pid % 32 };
  }
  const signUp = (client: pg.Client, email: string) =>
    client.query(
      `INSERT INTO subscribers (email, email_key, status, source, subscribed_at, updated_at)
       VALUES ($1, $1, 'active', 'website', now()::text, now()::text)`,
      [email],
    );

  it('count sign-ups on two connections in two stripes, so neither waits for the other to commit', async () => {
    const first = await connection();
    let second = await connection();
    const spare: pg.Client[] = [];
    // Two connections whose pids share a stripe would wait for each other: take another one.
    while (second.stripe === first.stripe) {
      spare.push(second.client);
      second = await connection();
    }
    try {
      await first.client.query('BEGIN');
      await signUp(first.client, 'stripe-one@example.com');
      // The first transaction holds its stripe's row until it commits; the second must not wait.
      await second.client.query("SET lock_timeout = '2s'");
      await signUp(second.client, 'stripe-two@example.com');
      await first.client.query('COMMIT');
      const { rows } = await sql<{ stripe: number }>`SELECT DISTINCT stripe FROM subscriber_tallies
        WHERE status = 'active' AND source = 'website' AND stripe IN (${first.stripe}, ${second.stripe})`.execute(
        t.db.kysely,
      );
      expect(rows.map((row) => row.stripe).sort()).toEqual([first.stripe, second.stripe].sort());
      expect(await stats()).toEqual(await counted());
    } finally {
      for (const client of [first.client, second.client, ...spare]) await client.end();
    }
  });

  it('fold the stripes back into one row each when migration 019 is undone, and spread again', async () => {
    const before = await counted();
    await migrateTo(t.db, '018-media-library');
    const { rows } = await sql<{ rows: number; groups: number }>`SELECT count(*) AS rows,
      count(DISTINCT (status, source)) AS groups FROM subscriber_tallies`.execute(t.db.kysely);
    expect(Number(rows[0]!.rows)).toBe(Number(rows[0]!.groups));
    expect(await stats()).toEqual(before);
    expect(await migrateToLatest(t.db)).toContain('019-subscriber-tally-stripes');
    await t.request({ method: 'POST', url: '/api/subscribers', payload: { email: 'after-019@example.com' } });
    expect(await stats()).toEqual(await counted());
  });
});
