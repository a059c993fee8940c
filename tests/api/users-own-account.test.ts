import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/** Changing one's own email or password needs the current password, on every route. */
let t: TestApp;
let me: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const created = await t.request({
    method: 'POST',
    url: '/api/users',
    as: 'super_admin',
    payload: {
      name: 'Self',
      username: 'self_edit',
      email: 'self@test.example',
      password: PASSWORD,
      role: 'super_admin',
    },
  });
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'self_edit', password: PASSWORD },
  });
  me = { id: created.json().data.id, token: login.json().data.token };
});
afterAll(() => t.close());

const editSelf = (payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/users/${me.id}`, token: me.token, payload });
const stored = () =>
  t.db.kysely.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
const REQUIRED = 'Current password is required to change your own email or password';

describe('a super admin editing their own account', () => {
  it('refuses an email change without the current password, or with a wrong one', async () => {
    for (const extra of [{}, { currentPassword: '' }]) {
      const res = await editSelf({ email: 'taken-over@test.example', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, data: null, error: REQUIRED });
    }
    const wrong = await editSelf({ email: 'taken-over@test.example', currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');
    expect((await stored()).email).toBe('self@test.example');
  });

  it('refuses a password change without the current password', async () => {
    const before = (await stored()).password_hash;
    const res = await editSelf({ password: 'taken-over-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(REQUIRED);
    expect((await stored()).password_hash).toBe(before);
  });

  it('accepts both with the current password', async () => {
    const res = await editSelf({
      email: 'self-new@test.example',
      password: 'fresh-secret-2',
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('self-new@test.example');
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'self_edit', password: 'fresh-secret-2' },
    });
    expect(login.statusCode).toBe(200);
    // The session that made the change stays signed in.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: me.token })).statusCode).toBe(200);
  });

  it('needs no password for the name alone, or with the email sent back unchanged', async () => {
    const res = await editSelf({ name: 'Self Renamed', email: 'self-new@test.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Self Renamed');
  });
});

describe('a super admin managing someone else', () => {
  it('changes their email and password without a current password', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${t.userIds.admin}`,
      token: me.token,
      payload: { email: 'admin-moved@test.example', password: 'reset-by-boss' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('admin-moved@test.example');
  });
});
