import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRepository } from '../../server/data/users';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: '/api/users',
    as: 'super_admin',
    payload: { name: 'Twin', password: PASSWORD, role: 'user', ...payload },
  });

describe('creating the same user twice at once', () => {
  it.each([
    ['username', 'Username already exists.'],
    ['email', 'Email address already exists.'],
  ])('answers one 201 and one 409 for the same %s', async (field, message) => {
    // Several pairs: the two checks for a duplicate then both pass before either insert.
    for (let i = 0; i < 4; i++) {
      const shared = { username: `twin_${field}_${i}`, email: `twin-${field}-${i}@test.example` };
      const [a, b] = await Promise.all([
        create({ ...shared, ...(field === 'email' ? { username: `a_${field}_${i}` } : {}) }),
        create({
          ...shared,
          ...(field === 'email' ? { username: `b_${field}_${i}` } : { email: `b-${i}@x.example` }),
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json()).toEqual({ success: false, data: null, error: message });
    }
  });

  it('maps a unique violation of the database itself to 409 (the check before it can race)', async () => {
    const users = userRepository(t.db.kysely);
    const rows = Array.from({ length: 3 }, () =>
      users.create({
        name: 'Race',
        username: 'race_repo',
        email: 'race-repo@test.example',
        role: 'user',
        passwordHash: 'x',
      }),
    );
    const results = await Promise.allSettled(rows);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
  });
});
