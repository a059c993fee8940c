import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_SUPER_ADMIN } from '../../server/data/last-super-admin';
import { userRepository } from '../../server/data/users';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * The site always keeps a super admin. The rule lives in the users repository, which the API and
 * the command line (tests/api/admin-cli.test.ts) both use.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const superAdminIds = async () =>
  (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'super_admin').execute()).map(
    (r) => r.id,
  );

describe('the last super admin', () => {
  it('lets only one of two simultaneous demotions through, and then refuses to demote or delete the last', async () => {
    const users = userRepository(t.db.kysely);
    const [first, second] = await superAdminIds();
    expect(await superAdminIds()).toHaveLength(2);
    const results = await Promise.allSettled([
      users.update(first!, { role: 'admin' }),
      users.update(second!, { role: 'admin' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, message: LAST_SUPER_ADMIN.demote });

    const [last] = await superAdminIds();
    expect(await superAdminIds()).toHaveLength(1);
    await expect(users.update(last!, { role: 'user' })).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_SUPER_ADMIN.demote,
    });
    await expect(users.remove(last!)).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_SUPER_ADMIN.delete,
    });
    // Other changes to the last super admin still work.
    expect((await users.update(last!, { name: 'Still In Charge', role: 'super_admin' }))?.name).toBe(
      'Still In Charge',
    );
    expect(await superAdminIds()).toEqual([last]);
  });

  it('still refuses through the API to delete any super admin', async () => {
    const [last] = await superAdminIds();
    const res = await t.request({ method: 'DELETE', url: `/api/users/${last}`, as: 'super_admin' });
    expect(res.statusCode).toBe(403);
  });
});
