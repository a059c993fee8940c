import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/sessions';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/** The settings screen's own-account API (docs/back-office-screens.md, Settings): any staff role. */
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const NEW_PASSWORD = 'brand-new-secret-7';

let t: TestApp;
let myId = 0;
let auditStart = 0;
let password = PASSWORD;

async function signIn(userAgent = CHROME_LINUX, pass = password) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username: 'settings_admin', password: pass },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url: `/api/account${url}`, token, payload });
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const sessionId = async (token: string) =>
  (
    await t.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.request({
    method: 'POST',
    url: '/api/users',
    as: 'super_admin',
    payload: {
      name: 'Settings Admin',
      username: 'settings_admin',
      email: 'settings@test.example',
      password: PASSWORD,
      role: 'admin',
    },
  });
  myId = created.json().data.id;
  auditStart = await lastAuditId(t);
});
afterAll(() => t.close());

describe('profile', () => {
  let token = '';
  beforeAll(async () => void (token = await signIn()));

  it('reads the signed-in account', async () => {
    const res = await call('GET', '/profile', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: myId, name: 'Settings Admin', role: 'admin', avatar: null });
    expect(res.json().data).not.toHaveProperty('password_hash');
  });

  it('changes the name and avatar without the current password', async () => {
    const res = await call('PUT', '/profile', token, {
      name: 'Renamed Admin',
      email: 'settings@test.example',
      avatar: '/uploads/images/me.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed Admin', avatar: '/uploads/images/me.png' });
    const removed = await call('PUT', '/profile', token, {
      name: 'Renamed Admin',
      email: 'settings@test.example',
      avatar: null,
    });
    expect(removed.json().data.avatar).toBeNull();
  });

  it('asks for the current password to change the email, and refuses a wrong one', async () => {
    const body = { name: 'Renamed Admin', email: 'moved@test.example' };
    // Past the fresh-proof window of the sign-in: only the password will do (reauthentication.test.ts).
    await t.db.kysely
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const missing = await call('PUT', '/profile', token, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Current password is required to change your own email or password');
    const wrong = await call('PUT', '/profile', token, { ...body, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, data: null, error: 'Current password is incorrect' });
    expect((await call('GET', '/profile', token)).json().data.email).toBe('settings@test.example');
  });

  it('refuses an email another account has, whatever its case', async () => {
    const res = await call('PUT', '/profile', token, {
      name: 'Renamed Admin',
      email: 'ADMIN@test.example',
      currentPassword: password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Email address already exists.');
  });

  it('changes the email with the right current password', async () => {
    const res = await call('PUT', '/profile', token, {
      name: 'Renamed Admin',
      email: 'moved@test.example',
      currentPassword: password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.email).toBe('moved@test.example');
  });

  it('never changes the role through the profile', async () => {
    const res = await call('PUT', '/profile', token, {
      name: 'Renamed Admin',
      email: 'moved@test.example',
      role: 'super_admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('admin');
  });
});

describe('sessions', () => {
  it('lists the live sessions with their browser and system and address, the current one marked', async () => {
    const other = await signIn(FIREFOX_WINDOWS);
    const mine = await signIn(CHROME_LINUX);
    const res = await call('GET', '/sessions', mine);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data as { id: number; device: string; ip: string; current: boolean }[];
    const current = sessions.find((s) => s.current)!;
    expect(current.id).toBe(await sessionId(mine));
    expect(current).toMatchObject({ device: 'Chrome on Linux', ip: '127.0.0.1' });
    const otherId = await sessionId(other);
    expect(sessions.find((s) => s.id === otherId)).toMatchObject({
      device: 'Firefox on Windows',
      ip: '127.0.0.1',
      current: false,
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // Named on the server: the raw user agent is not sent.
    expect(res.body).not.toContain(CHROME_LINUX);
    expect(res.json().meta.total).toBe(sessions.length);
  });

  it('ends one session: its token then answers 401, the caller stays signed in', async () => {
    const mine = await signIn();
    const other = await signIn(FIREFOX_WINDOWS);
    const otherId = await sessionId(other);
    const res = await call('DELETE', `/sessions/${otherId}`, mine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: otherId });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    const listed = (await call('GET', '/sessions', mine)).json().data as { id: number }[];
    expect(listed.map((s) => s.id)).not.toContain(otherId);
  });

  it("answers 404 for another account's session and leaves it alone", async () => {
    const mine = await signIn();
    const theirs = await sessionId(t.tokens.super_admin);
    const res = await call('DELETE', `/sessions/${theirs}`, mine);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Session not found');
    expect((await me(t.tokens.super_admin)).statusCode).toBe(200);
  });

  it('does not end the session making the request (that is signing out)', async () => {
    const mine = await signIn();
    const res = await call('DELETE', `/sessions/${await sessionId(mine)}`, mine);
    expect(res.statusCode).toBe(400);
    expect((await me(mine)).statusCode).toBe(200);
  });

  it('signs out every other session of the account only', async () => {
    const mine = await signIn();
    const others = [await signIn(FIREFOX_WINDOWS), await signIn()];
    const res = await call('POST', '/sessions/sign-out-others', mine, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ended).toBeGreaterThanOrEqual(2);
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(t.tokens.admin)).statusCode).toBe(200);
    const listed = (await call('GET', '/sessions', mine)).json().data as { current: boolean }[];
    expect(listed).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('password', () => {
  it('refuses a wrong current password and a new one breaking the rules', async () => {
    const mine = await signIn();
    const wrong = await call('PUT', '/password', mine, {
      currentPassword: 'nope-nope',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');
    const short = await call('PUT', '/password', mine, {
      currentPassword: password,
      newPassword: 'eleven-char',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 12 characters long.');
  });

  it('changes the password and ends every other session of the account', async () => {
    const mine = await signIn();
    const other = await signIn(FIREFOX_WINDOWS);
    const res = await call('PUT', '/password', mine, {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ended).toBeGreaterThanOrEqual(1);
    password = NEW_PASSWORD;
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(t.tokens.super_admin)).statusCode).toBe(200);
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'settings_admin', password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signIn(CHROME_LINUX, NEW_PASSWORD);
  });
});

describe('who may call', () => {
  it('refuses a player (role user) and an anonymous caller, changing nothing', async () => {
    const before = await t.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', t.userIds.user)
      .execute();
    for (const [method, url, payload] of [
      ['GET', '/profile', undefined],
      ['PUT', '/profile', { name: 'Hijack', email: 'user@test.example' }],
      ['PUT', '/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }],
      ['GET', '/sessions', undefined],
      ['POST', '/sessions/sign-out-others', {}],
    ] as const) {
      expect((await call(method, url, t.tokens.user, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.request({ method, url: `/api/account${url}`, payload })).statusCode).toBe(401);
    }
    expect(
      await t.db.kysely.selectFrom('users').selectAll().where('id', '=', t.userIds.user).execute(),
    ).toEqual(before);
    expect((await me(t.tokens.user)).statusCode).toBe(200);
  });

  it('lets a super admin use it too', async () => {
    expect((await call('GET', '/profile', t.tokens.super_admin)).json().data.role).toBe('super_admin');
    expect((await call('GET', '/sessions', t.tokens.super_admin)).statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('records each change of the account, with no password or token in it', async () => {
    const rows = await auditRowsAfter(t, auditStart);
    // Sign-ins (and the failed one with the old password) are the auth routes' entries.
    const mine = rows.filter(
      (r) => r.entity === 'user' && r.entity_id === myId && !r.action.startsWith('sign_in'),
    );
    expect(mine.map((r) => r.action)).toEqual([
      'update',
      'update',
      'update',
      'sign_out',
      'sign_out',
      'password_change',
    ]);
    expect(mine[2]!.summary).toContain('email');
    expect(mine[4]!.summary).toMatch(/^ended \d+ other sessions$/);
    expect(mine[5]!.summary).toBe('password');
    expect(mine.every((r) => r.actor_id === myId)).toBe(true);
    const everything = JSON.stringify(rows);
    const hashes = await t.db.kysely.selectFrom('users').select('password_hash').execute();
    const tokens = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      ...hashes.map((h) => h.password_hash),
      ...tokens.map((s) => s.token_hash),
    ])
      expect(everything).not.toContain(secret);
  });
});
