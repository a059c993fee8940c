import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { userRepository } from '../../server/data/users';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';
import { auditRowsAfter, lastAuditId } from './support/audit';

/** Two-factor sign-in on the engine of TEST_DATABASE_URL (SQLite by default). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const STEP_MS = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp });
/** Time stands still mid-step, so a code computed here is the server's current one too. */
function freezeAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}
const midStep = (offset = 0) => (Math.floor(Date.now() / STEP_MS) + offset) * STEP_MS + 15_000;

let seq = 0;
async function newStaff(role: 'admin' | 'super_admin' = 'admin', app = t) {
  const username = `tf_${role}_${++seq}`;
  // Straight into the table: under REQUIRE_2FA the harness's own super admin could not do it.
  const created = await userRepository(app.db.kysely).create({
    name: 'Two Factor',
    username,
    email: `${username}@test.example`,
    role,
    passwordHash: await hashPassword(PASSWORD),
  });
  const login = await app.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  return { id: created.id, username, token: login.json().data.token as string };
}

async function enrol(app: TestApp, token: string, at = midStep()) {
  const setup = await app.request({ method: 'POST', url: '/api/two-factor/setup', token, payload: {} });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  freezeAt(at);
  const confirm = await app.request({
    method: 'POST',
    url: '/api/two-factor/confirm',
    token,
    payload: { code: codeAt(secret, at) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[], enrolledAt: at };
}

const password = (username: string, app = t) =>
  app.request({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
const second = (payload: object, app = t) =>
  app.request({ method: 'POST', url: '/api/auth/login/two-factor', payload });

describe('enrolment', () => {
  it('answers a QR code, the URI and the secret grouped by four; stores the secret encrypted', async () => {
    const staff = await newStaff();
    const setup = await t.request({
      method: 'POST',
      url: '/api/two-factor/setup',
      token: staff.token,
      payload: {},
    });
    const { uri, qrCode, secret } = setup.json().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const row = await t.db.kysely
      .selectFrom('two_factor')
      .selectAll()
      .where('user_id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled_at).toBeNull();
    expect(row.secret_encrypted).not.toContain(secret.replace(/\s/g, ''));
    const status = await t.request({ method: 'GET', url: '/api/two-factor', token: staff.token });
    expect(status.json().data).toEqual({ enabled: false, recoveryCodesLeft: 0, setupRequired: false });
  });

  it('turns on with the first code, answers ten recovery codes, audits without secrets', async () => {
    const staff = await newStaff();
    const before = await lastAuditId(t);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/two-factor/setup',
      token: staff.token,
      payload: {},
    });
    const bad = await t.request({
      method: 'POST',
      url: '/api/two-factor/confirm',
      token: staff.token,
      payload: { code: '000000' === codeAt(wrong.json().data.secret, Date.now()) ? '111111' : '000000' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Invalid code');
    const { secret, recoveryCodes } = await enrol(t, staff.token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await t.request({ method: 'GET', url: '/api/two-factor', token: staff.token });
    expect(status.json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const rows = await auditRowsAfter(t, before);
    expect(rows.map((r) => r.action)).toEqual(['two_factor_enable']);
    const stored = await t.db.kysely
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', staff.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    const text = JSON.stringify(rows);
    for (const value of [secret.replace(/\s/g, ''), ...recoveryCodes]) expect(text).not.toContain(value);
  });
});

describe('sign-in with a second factor', () => {
  it('answers a challenge for the password, then a session for the current code; a replay is refused', async () => {
    const staff = await newStaff();
    const { secret, enrolledAt } = await enrol(t, staff.token);
    const now = enrolledAt + STEP_MS;
    freezeAt(now);
    const first = await password(staff.username);
    expect(first.statusCode).toBe(200);
    const { twoFactorRequired, challenge } = first.json().data;
    expect(twoFactorRequired).toBe(true);
    expect(first.json().data).not.toHaveProperty('token');
    const before = await lastAuditId(t);
    const signedIn = await second({ challenge, code: codeAt(secret, now) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.username).toBe(staff.username);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: signedIn.json().data.token });
    expect(me.statusCode).toBe(200);
    const rows = await auditRowsAfter(t, before);
    expect(rows).toMatchObject([
      { action: 'sign_in', entity_id: staff.id, summary: 'with a two-factor code' },
    ]);
    // The challenge is spent, and the same step cannot sign in again with a new one.
    expect((await second({ challenge, code: codeAt(secret, now) })).json().error).toBe(
      'Your sign-in expired. Sign in again.',
    );
    const again = (await password(staff.username)).json().data.challenge;
    const replay = await second({ challenge: again, code: codeAt(secret, now) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('Invalid code');
  });

  it('accepts the previous step once, never a step ahead', async () => {
    const staff = await newStaff();
    const { secret, enrolledAt } = await enrol(t, staff.token);
    const now = enrolledAt + 4 * STEP_MS;
    freezeAt(now);
    const { challenge } = (await password(staff.username)).json().data;
    expect((await second({ challenge, code: codeAt(secret, now + STEP_MS) })).statusCode).toBe(401);
    expect((await second({ challenge, code: codeAt(secret, now - 2 * STEP_MS) })).statusCode).toBe(401);
    expect((await second({ challenge, code: codeAt(secret, now - STEP_MS) })).statusCode).toBe(200);
    const next = (await password(staff.username)).json().data.challenge;
    expect((await second({ challenge: next, code: codeAt(secret, now - STEP_MS) })).statusCode).toBe(401);
    expect((await second({ challenge: next, code: codeAt(secret, now) })).statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const staff = await newStaff();
    const { recoveryCodes } = await enrol(t, staff.token);
    const { challenge } = (await password(staff.username)).json().data;
    const used = await second({ challenge, recoveryCode: recoveryCodes[3]!.toUpperCase() });
    expect(used.statusCode, used.body).toBe(200);
    const next = (await password(staff.username)).json().data.challenge;
    const again = await second({ challenge: next, recoveryCode: recoveryCodes[3]! });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('Invalid code');
    const status = await t.request({ method: 'GET', url: '/api/two-factor', token: used.json().data.token });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
  });

  it('refuses an expired challenge', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(t, staff.token);
    vi.useRealTimers();
    const { challenge } = (await password(staff.username)).json().data;
    freezeAt(Date.now() + 5 * 60_000 + 1000);
    const late = await second({ challenge, code: codeAt(secret, Date.now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe('Your sign-in expired. Sign in again.');
  });

  it('leaves accounts without two-factor signing in with the password alone', async () => {
    const res = await password('test_admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toBeTruthy();
    expect(res.json().data).not.toHaveProperty('twoFactorSetupRequired');
  });
});

describe('turning off and new recovery codes', () => {
  it('turns off with a current code, and makes new recovery codes with one', async () => {
    const staff = await newStaff();
    const { secret, recoveryCodes, enrolledAt } = await enrol(t, staff.token);
    const later = enrolledAt + STEP_MS;
    freezeAt(later);
    const renewed = await t.request({
      method: 'POST',
      url: '/api/two-factor/recovery-codes',
      token: staff.token,
      payload: { code: codeAt(secret, later) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    // The old codes are void.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/two-factor/disable',
      token: staff.token,
      payload: { code: recoveryCodes[0] },
    });
    expect(wrong.statusCode).toBe(401);
    const before = await lastAuditId(t);
    const off = await t.request({
      method: 'POST',
      url: '/api/two-factor/disable',
      token: staff.token,
      payload: { code: fresh[0] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await auditRowsAfter(t, before)).toMatchObject([
      { action: 'two_factor_disable', summary: 'with a recovery code' },
    ]);
    const res = await password(staff.username);
    expect(res.json().data.token).toBeTruthy();
    expect(
      await t.db.kysely
        .selectFrom('two_factor_recovery_codes')
        .where('user_id', '=', staff.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });
});

describe('rate limits', () => {
  it('counts wrong codes against the sign-in budget of the account', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_LOGIN: '50', RATE_LIMIT_LOGIN_ACCOUNT: '5' },
    });
    try {
      const staff = await newStaff('admin', limited);
      await enrol(limited, staff.token);
      // Two password sign-ins (newStaff's and this one) and the confirming code spent three of the five.
      const { challenge } = (await password(staff.username, limited)).json().data;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await second({ challenge, code: String(100000 + i) }, limited)).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('REQUIRE_2FA=all', () => {
  it('opens only the set-up until two-factor is on', async () => {
    const strict = await createTestApp({ env: { REQUIRE_2FA: 'all' } });
    try {
      const staff = await newStaff('admin', strict);
      const res = await password(staff.username, strict);
      expect(res.json().data.twoFactorSetupRequired).toBe(true);
      const token = res.json().data.token as string;
      const elsewhere = await strict.request({ method: 'GET', url: '/api/users', token });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().error).toBe('Set up two-factor sign-in first');
      expect((await strict.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
      const status = await strict.request({ method: 'GET', url: '/api/two-factor', token });
      expect(status.json().data).toMatchObject({ enabled: false, setupRequired: true });
      await enrol(strict, token);
      expect((await strict.request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(200);
      // A player's account is not staff: the rule does not reach it.
      expect((await strict.request({ method: 'GET', url: '/api/auth/me', as: 'user' })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
