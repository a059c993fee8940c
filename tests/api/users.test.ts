import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: `Player ${counter}`,
    username: `player_${counter}`,
    email: `player${counter}@test.example`,
    password: PASSWORD,
    role: 'user',
    ...over,
  };
};
const userCount = async () => (await t.db.kysely.selectFrom('users').select('id').execute()).length;
const create = (as: 'admin' | 'super_admin', payload: object) =>
  t.request({ method: 'POST', url: '/api/users', as, payload });

describe('listing users', () => {
  it('lets staff list users without password hashes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users', as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(4);
    // passwordChangeRequired is a flag; no password or hash field comes out.
    expect(JSON.stringify(res.json())).not.toMatch(/"password"|password_?hash|argon2/i);
  });

  it('refuses anonymous callers and plain users', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/users', as: 'user' })).statusCode).toBe(403);
  });
});

describe('creating users', () => {
  it('lets a super admin create any role', async () => {
    for (const role of ['user', 'admin', 'super_admin']) {
      const res = await create('super_admin', newUser({ role }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.role).toBe(role);
    }
  });

  it('refuses admins: only a super admin adds users', async () => {
    const before = await userCount();
    const res = await create('admin', newUser());
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('keeps usernames and emails unique whatever their case', async () => {
    const first = newUser();
    await create('super_admin', first);
    const sameEmail = await create('super_admin', newUser({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('Email address already exists.');
    const sameName = await create('super_admin', newUser({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe('Username already exists.');
  });

  it.each([
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a short username', { username: 'ab' }, 'Username must be at least 3 characters long'],
    [
      'a username with spaces',
      { username: 'bad name' },
      'Username can only contain letters, numbers, and underscores',
    ],
    ['a bad email', { email: 'not-an-email' }, 'Email must be a valid email address'],
    ['a short password', { password: 'eleven-char' }, 'Password must be at least 12 characters long.'],
    ['an unknown role', { role: 'god' }, 'Role must be one of user, admin, super_admin'],
    ['a numeric name', { name: 7 }, 'Name must be text'],
    ['an over-long name', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('refuses %s and stores nothing', async (_label, over, message) => {
    const before = await userCount();
    const res = await create('super_admin', newUser(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a malformed body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      as: 'super_admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('editing and deleting users (docs/back-office-screens.md §6)', () => {
  it('lets an admin edit and delete plain users but not admins', async () => {
    const plain = (await create('super_admin', newUser())).json().data;
    const admin = (await create('super_admin', newUser({ role: 'admin' }))).json().data;
    const edited = await t.request({
      method: 'PUT',
      url: `/api/users/${plain.id}`,
      as: 'admin',
      payload: { name: 'Renamed' },
    });
    expect(edited.json().data.name).toBe('Renamed');
    const refused = await t.request({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      as: 'admin',
      payload: { name: 'Nope' },
    });
    expect(refused.statusCode).toBe(403);
    const promote = await t.request({
      method: 'PUT',
      url: `/api/users/${plain.id}`,
      as: 'admin',
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${admin.id}`, as: 'admin' })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${plain.id}`, as: 'admin' })).statusCode,
    ).toBe(200);
    const unchanged = await t.request({ method: 'GET', url: `/api/users/${admin.id}`, as: 'admin' });
    expect(unchanged.json().data.name).toBe(admin.name);
  });

  it('lets a super admin edit themselves but not another super admin, and delete no super admin', async () => {
    const other = (await create('super_admin', newUser({ role: 'super_admin' }))).json().data;
    const self = t.userIds.super_admin;
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/users/${self}`,
          as: 'super_admin',
          payload: { name: 'Me' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/users/${other.id}`,
          as: 'super_admin',
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${other.id}`, as: 'super_admin' })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${self}`, as: 'super_admin' })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/users/${self}`,
          as: 'super_admin',
          payload: { role: 'user' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('resets a password: the old one stops working and the user is signed out', async () => {
    const payload = newUser();
    const user = (await create('super_admin', payload)).json().data;
    const token = (
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: payload.username, password: PASSWORD },
      })
    ).json().data.token;
    await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      as: 'super_admin',
      payload: { password: 'fresh-secret' },
    });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: payload.username, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: payload.username, password: 'fresh-secret' },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a duplicate email on update and answers 404 for a missing user', async () => {
    const a = (await create('super_admin', newUser())).json().data;
    const b = (await create('super_admin', newUser())).json().data;
    const dup = await t.request({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      as: 'super_admin',
      payload: { email: b.email },
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'PUT', url: '/api/users/99999', as: 'super_admin', payload: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/users/99999', as: 'super_admin' })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/users/abc', as: 'super_admin' })).statusCode).toBe(
      400,
    );
  });
});
