import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../contracts/user';
import { searchText } from '../../server/db/search';
import { type TestApp, createTestApp } from './support/test-app';

/** Accounts paged, filtered, searched and counted by the server. */

const EXTRA = 140;
let t: TestApp;
let all: User[];
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: EXTRA }, (_, i) => {
    const at = new Date(base + Math.floor(i / 4) * 3_600_000).toISOString();
    const name = i % 10 === 0 ? `Élise Ørn ${i}` : `Member ${i}`;
    const username = `member_${i}`;
    const email = i % 3 === 0 ? `Member${i}@Studio.Example` : `m${i}@players.example`;
    return {
      name,
      username,
      username_key: username,
      email,
      email_key: email.toLowerCase(),
      search_text: searchText(name, username, email),
      role: (i % 7 === 0 ? 'admin' : 'user') as User['role'],
      password_hash: 'x',
      uses_default_password: 0,
      password_change_required: 0,
      created_at: at,
      updated_at: at,
    };
  });
  await t.db.kysely.insertInto('users').values(rows).execute();
  const stored = await t.db.kysely.selectFrom('users').selectAll().execute();
  all = stored
    .map((r) => ({
      id: r.id,
      username: r.username,
      email: r.email,
      name: r.name,
      role: r.role,
      avatar: r.avatar,
      createdAt: r.created_at,
      lastLogin: r.last_login,
      passwordChangeRequired: r.password_change_required === 1,
    }))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
});
afterAll(() => t.close());

type PageBody = { data: User[]; meta: { total: number; limit: number; offset: number } };
async function list(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/users${query}`, as: 'super_admin' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { body: res.json() as PageBody, headers: res.headers };
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const contains = (term: string) => (u: User) =>
  [u.name, u.username, u.email].some((text) => text.toLowerCase().includes(term.toLowerCase()));

describe('users list', () => {
  it('answers a capped first page, newest first, with the total', async () => {
    const { body, headers } = await list('');
    expect(body.data).toHaveLength(50);
    expect(ids(body.data)).toEqual(ids(all.slice(0, 50)));
    expect(body.meta).toEqual({ total: all.length, limit: 50, offset: 0 });
    expect(headers['x-total-count']).toBe(String(all.length));
    expect(ids((await list('?limit=10&offset=100')).body.data)).toEqual(ids(all.slice(100, 110)));
  });

  it.each(['user', 'admin', 'super_admin'] as const)('filters by role %s', async (role) => {
    const expected = all.filter((u) => u.role === role);
    const { body } = await list(`?role=${role}&limit=500`);
    expect(body.meta.total).toBe(expected.length);
    expect(ids(body.data)).toEqual(ids(expected));
  });

  it.each(['MEMBER_1', 'studio.example', 'élise', 'ØRN', 'test_', 'm1', '_', 'nobody-at-all'])(
    'searches name, username and email for %j, case-insensitively',
    async (term) => {
      const expected = all.filter(contains(term));
      const { body } = await list(`?search=${encodeURIComponent(term)}&limit=500`);
      expect(body.meta.total).toBe(expected.length);
      expect(ids(body.data)).toEqual(ids(expected));
    },
  );

  it('finds an account by its new name and email after an edit', async () => {
    const target = all.find((u) => u.username === 'member_5')!;
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      as: 'super_admin',
      payload: { name: 'Quillon Brask', email: 'quillon@renamed.example', role: 'user' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids((await list('?search=quillon%20BRASK')).body.data)).toEqual([target.id]);
    expect(ids((await list('?search=renamed.example')).body.data)).toEqual([target.id]);
    expect(ids((await list('?search=member_5')).body.data)).not.toContain(-1);
    expect((await list('?search=m5@players')).body.meta.total).toBe(0);
  });

  it('counts the accounts by role', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/stats', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const count = (role: string) => all.filter((u) => u.role === role).length;
    expect(res.json().data).toEqual({
      total: all.length,
      byRole: { user: count('user'), admin: count('admin'), super_admin: count('super_admin') },
    });
    for (const as of [undefined, 'user'] as const)
      expect((await t.request({ method: 'GET', url: '/api/users/stats', as })).statusCode).toBe(
        as ? 403 : 401,
      );
  });

  it.each([
    ['limit=0', /limit must be between 1 and 500/],
    ['role=owner', /role must be one of user, admin, super_admin/],
  ])('refuses %s', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/users?${query}`, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});
