import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('sign-in', () => {
  it('signs the demo super admin in and /me returns it', async () => {
    const res = await login({ username: 'admin', password: 'admin123' });
    expect(res.statusCode).toBe(200);
    const { token, user, expiresAt } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(user).toMatchObject({ username: 'admin', role: 'super_admin' });
    expect(user).not.toHaveProperty('password_hash');
    expect(user.lastLogin).not.toBeNull();
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json().data).toMatchObject({ username: 'admin', role: 'super_admin' });
  });

  it('accepts the username in any case, and the email', async () => {
    expect((await login({ username: 'TEST_ADMIN', password: PASSWORD })).statusCode).toBe(200);
    expect((await login({ username: 'admin@test.example', password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers the same message for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: 'admin', password: 'nope-nope' });
    const unknown = await login({ username: 'ghost', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid username or password');
    expect(unknown.json().error).toBe('Invalid username or password');
  });

  it.each([
    [{}, 'Please fill in all fields'],
    [{ username: 'admin' }, 'Please fill in all fields'],
    [{ username: '', password: 'x' }, 'Please fill in all fields'],
    [{ username: 42, password: 'x' }, 'Please fill in all fields'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('never stores the token itself', async () => {
    const { token } = (await login({ username: 'admin', password: 'admin123' })).json().data;
    const rows = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const { token } = (await login({ username: 'test_admin', password: PASSWORD })).json().data;
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = (await login({ username: 'test_admin', password: PASSWORD })).json().data;
    await t.db.kysely.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    // The shared tokens of the harness are expired too now: sign them in again.
    for (const role of ['user', 'admin', 'super_admin'] as const) {
      t.tokens[role] = (await login({ username: `test_${role}`, password: PASSWORD })).json().data.token;
    }
  });

  it('refuses a malformed or unknown bearer token with 401', async () => {
    for (const authorization of ['Bearer short', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, data: null, error: 'Please sign in to continue' });
    }
  });

  it('acts on a role change at once', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      as: 'super_admin',
      payload: {
        name: 'Demoted',
        username: 'demoted',
        email: 'demoted@test.example',
        password: PASSWORD,
        role: 'admin',
      },
    });
    const id = created.json().data.id;
    const { token } = (await login({ username: 'demoted', password: PASSWORD })).json().data;
    expect((await t.request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(200);
    await t.request({ method: 'PUT', url: `/api/users/${id}`, as: 'super_admin', payload: { role: 'user' } });
    expect((await t.request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(403);
  });

  it('signs a deleted user out', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      as: 'super_admin',
      payload: {
        name: 'Leaver',
        username: 'leaver',
        email: 'leaver@test.example',
        password: PASSWORD,
        role: 'admin',
      },
    });
    const { token } = (await login({ username: 'leaver', password: PASSWORD })).json().data;
    await t.request({ method: 'DELETE', url: `/api/users/${created.json().data.id}`, as: 'super_admin' });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('changes the password, ends other sessions and keeps the current one', async () => {
    await t.request({
      method: 'POST',
      url: '/api/users',
      as: 'super_admin',
      payload: {
        name: 'Changer',
        username: 'changer',
        email: 'changer@test.example',
        password: PASSWORD,
        role: 'admin',
      },
    });
    const first = (await login({ username: 'changer', password: PASSWORD })).json().data.token;
    const second = (await login({ username: 'changer', password: PASSWORD })).json().data.token;
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: first,
      payload: { currentPassword: 'not-it', newPassword: 'new-secret-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');
    const short = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: first,
      payload: { currentPassword: PASSWORD, newPassword: 'eleven-char' },
    });
    expect(short.json().error).toBe('Password must be at least 12 characters long.');
    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: first,
      payload: { currentPassword: PASSWORD, newPassword: 'new-secret-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: first })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: second })).statusCode).toBe(401);
    expect((await login({ username: 'changer', password: 'new-secret-1' })).statusCode).toBe(200);
  });
});

describe('login hints', () => {
  it('shows the sample credentials while the bootstrap admin keeps the default password', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/login-hints' });
    expect(res.json().data).toEqual({ showSampleCredentials: true, username: 'admin', password: 'admin123' });
  });

  it('hides them once that password is changed', async () => {
    const token = (await login({ username: 'admin', password: 'admin123' })).json().data.token;
    await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token,
      payload: { currentPassword: 'admin123', newPassword: 'a-better-one' },
    });
    const res = await t.request({ method: 'GET', url: '/api/auth/login-hints' });
    expect(res.json().data).toEqual({ showSampleCredentials: false, username: null, password: null });
  });
});

describe('login hints in production', () => {
  it('never shows credentials in production', async () => {
    const prod = await createTestApp({
      env: {
        APP_ENV: 'production',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'a-long-secret',
        PUBLIC_URL: 'https://bloodandmayhem.example',
        SECRET: 'a-production-secret-of-at-least-32-chars',
      },
    });
    try {
      const res = await prod.request({ method: 'GET', url: '/api/auth/login-hints' });
      expect(res.json().data.showSampleCredentials).toBe(false);
      expect(
        (
          await prod.request({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'owner', password: 'a-long-secret' },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
