import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScaleProgress, seedScale } from '../../server/db/seed/scale';
import { type TestApp, createTestApp } from './support/test-app';

/** The scale fixture: bulk rows of every table that grows, searchable and counted like real ones. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countOf = async (table: 'subscribers' | 'support_messages' | 'feedback' | 'dev_diaries') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedScale', () => {
  it('adds the asked rows in batches, reporting progress, and can run again', async () => {
    const progress: ScaleProgress[] = [];
    const counts = { subscribers: 12_345, messages: 40, feedback: 30, posts: 25 };
    await seedScale(t.db.kysely, counts, (p) => progress.push(p), 'runa');
    expect(await countOf('subscribers')).toBe(12_345);
    expect(await countOf('support_messages')).toBe(40);
    expect(await countOf('feedback')).toBe(30);
    expect(await countOf('dev_diaries')).toBe(25);
    const subscriberSteps = progress.filter((p) => p.table === 'subscribers');
    expect(subscriberSteps.length).toBeGreaterThan(1);
    expect(subscriberSteps.at(-1)).toEqual({ table: 'subscribers', done: 12_345, total: 12_345 });

    // A second run keeps the first one's rows: its emails and slugs carry another tag.
    await seedScale(t.db.kysely, { subscribers: 100, messages: 0, feedback: 0, posts: 5 }, () => {}, 'runb');
    expect(await countOf('subscribers')).toBe(12_445);
    expect(await countOf('dev_diaries')).toBe(30);
  });

  it('makes rows the API lists, searches and counts', async () => {
    const stats = (await t.request({ method: 'GET', url: '/api/subscribers/stats', as: 'admin' })).json()
      .data;
    expect(stats.total).toBe(12_445);
    expect(stats.byStatus.unsubscribed).toBeGreaterThan(0);
    expect(Object.values(stats.bySource).every((n) => (n as number) > 0)).toBe(true);

    const page = (await t.request({ method: 'GET', url: '/api/subscribers?limit=5', as: 'admin' })).json();
    expect(page.data).toHaveLength(5);
    const named = page.data.find((s: { name: string | null }) => s.name)!;
    const byName = await t.request({
      method: 'GET',
      url: `/api/subscribers?search=${encodeURIComponent(named.name.toUpperCase())}&limit=500`,
      as: 'admin',
    });
    expect(byName.json().data.map((s: { id: number }) => s.id)).toContain(named.id);
    const posts = (await t.request({ method: 'GET', url: '/api/dev-diaries', as: 'admin' })).json().data;
    expect(posts.filter((p: { slug: string }) => p.slug.startsWith('scale-runa-'))).toHaveLength(25);
  });
});
