import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/db/seed/seed';
import { insertSubscribers } from './support/subscriber-fixture';
import { type TestApp, createTestApp } from './support/test-app';

/** The dashboard's numbers come from counts, in one small answer, whatever the tables hold. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoContent(db)) });
  await insertSubscribers(t.db, 3000, 'dash');
});
afterAll(() => t.close());

const countOf = async (table: 'dev_diaries' | 'users' | 'fighters' | 'subscribers') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stats = (as?: 'user' | 'admin' | 'super_admin') =>
  t.request({ method: 'GET', url: '/api/dashboard/stats', as });

describe('dashboard stats', () => {
  it('counts posts, users, fighters and subscribers in the database', async () => {
    const res = await stats('super_admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts).toEqual({
      devDiaries: await countOf('dev_diaries'),
      users: await countOf('users'),
      fighters: await countOf('fighters'),
      subscribers: await countOf('subscribers'),
      pendingSubscribers: 0,
    });
    expect(res.json().data.counts.subscribers).toBeGreaterThan(3000);
  });

  it('counts the pending subscribers among them', async () => {
    const before = (await stats('admin')).json().data.counts;
    const [first] = await t.db.kysely.selectFrom('subscribers').select('id').limit(2).execute();
    await t.db.kysely
      .updateTable('subscribers')
      .set({ status: 'pending' })
      .where('id', '=', first!.id)
      .execute();
    const after = (await stats('admin')).json().data.counts;
    expect(after).toMatchObject({ subscribers: before.subscribers, pendingSubscribers: 1 });
  });

  it('lists the three newest posts (drafts included) and accounts', async () => {
    const data = (await stats('admin')).json().data;
    const posts = (await t.request({ method: 'GET', url: '/api/dev-diaries', as: 'admin' })).json().data;
    expect(data.recentPosts).toEqual(posts.slice(0, 3));
    const users = (await t.request({ method: 'GET', url: '/api/users', as: 'admin' })).json().data;
    // The same accounts as the Users list, without what only that list adds (how each signs in).
    const withoutSignInSecurity = users.map(
      ({
        twoFactor: _a,
        twoFactorRequired: _b,
        twoFactorLinkRequired: _c,
        passkeys: _d,
        ...user
      }: Record<string, unknown>) => user,
    );
    expect(data.recentUsers).toEqual(withoutSignInSecurity.slice(0, 3));
  });

  it('stays small however many subscribers there are', async () => {
    const res = await stats('super_admin');
    expect(Buffer.byteLength(res.body)).toBeLessThan(50 * 1024);
  });

  it('follows a new signup at once', async () => {
    const before = (await stats('admin')).json().data.counts.subscribers;
    await t.request({ method: 'POST', url: '/api/subscribers', payload: { email: 'new-fan@example.com' } });
    expect((await stats('admin')).json().data.counts.subscribers).toBe(before + 1);
  });

  it.each([
    [undefined, 401],
    ['user', 403],
  ] as const)('refuses %s callers (%i)', async (as, status) => {
    const res = await stats(as);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });
});
