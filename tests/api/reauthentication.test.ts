import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FRESH_PROOF_REQUIRED,
  NO_CODES_WITHOUT_TWO_FACTOR,
  PROOF_REQUIRED,
  REAUTH_WINDOW_MS,
} from '../../contracts/reauthentication';
import { INVALID_CODE, SIGN_IN_EXPIRED } from '../../contracts/two-factor';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '../../contracts/user';
import { hashPassword } from '../../server/auth/passwords';
import { hashToken } from '../../server/auth/sessions';
import { passwordResetRepository } from '../../server/data/password-resets';
import { userRepository } from '../../server/data/users';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { softwareAuthenticator } from './support/software-authenticator';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Fresh proof for what outlives a session (docs/decisions/0041-fresh-proof-and-security-mails.md),
 * on the engine of TEST_DATABASE_URL (SQLite by default).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

// app.inject() comes as Host localhost:80, so the server expects this origin.
const ORIGIN = 'http://localhost';
const NEW_PASSWORD = 'Quiet-Lantern-Orbit-8817';

let seq = 0;
async function newStaff(app = t) {
  const username = `reauth_${++seq}`;
  const created = await userRepository(app.db.kysely).create({
    name: 'Re Auth',
    username,
    email: `${username}@test.example`,
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id: created.id, username, email: `${username}@test.example`, token: await signIn(username, app) };
}

async function signIn(username: string, app = t, password = PASSWORD) {
  const res = await app.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const call = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  token: string,
  payload?: object,
) => t.request({ method, url, token, payload });

/** Moves the session's sign-in (and any later proof) past the window, as if it were 10 minutes old. */
async function makeStale(token: string, app = t) {
  await app.db.kysely
    .updateTable('sessions')
    .set({ created_at: new Date(Date.now() - 2 * REAUTH_WINDOW_MS).toISOString(), reauthenticated_at: null })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

const reauthenticate = (token: string, payload: object) =>
  call('POST', '/api/account/reauthenticate', token, payload);

function expectFreshProofRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ success: false, data: null, error: FRESH_PROOF_REQUIRED });
}

const passkeysOf = (userId: number) =>
  t.db.kysely.selectFrom('passkeys').selectAll().where('user_id', '=', userId).execute();
const registerChallengesOf = (userId: number) =>
  t.db.kysely
    .selectFrom('passkey_challenges')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'register')
    .execute();
const twoFactorRowOf = (userId: number) =>
  t.db.kysely.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();

async function addPasskey(token: string, name = 'Laptop') {
  const options = await call('POST', '/api/passkeys/registration-options', token, {});
  expect(options.statusCode, options.body).toBe(200);
  const key = softwareAuthenticator(ORIGIN);
  const res = await call('POST', '/api/passkeys/register', token, {
    name,
    response: key.register(options.json().data),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string; createdAt: string; lastUsedAt: string | null };
}

const STEP_MS = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp });
const currentCode = (secret: string) => codeAt(secret, Date.now());
/**
 * A code of a later step than any used so far (a used step is refused as a replay, and only the
 * current and previous steps are accepted): the clock (Date only) moves to the middle of that step.
 */
let stepsAhead = 0;
function laterCode(secret: string) {
  const at = (Math.floor(vi.getRealSystemTime() / STEP_MS) + ++stepsAhead) * STEP_MS + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return codeAt(secret, at);
}

/** Sets two-factor up on a fresh session; answers the secret, the recovery codes and the confirm answer. */
async function enrol(token: string) {
  const setup = await call('POST', '/api/two-factor/setup', token, {});
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await call('POST', '/api/two-factor/confirm', token, { code: currentCode(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  stepsAhead = 0;
  return {
    secret,
    recoveryCodes: confirm.json().data.recoveryCodes as string[],
    confirm: confirm.json().data,
  };
}

describe('a session past the fresh-proof window', () => {
  it('cannot ask for passkey options, register one or remove one; nothing is written', async () => {
    const staff = await newStaff();
    const kept = await addPasskey(staff.token, 'Kept');
    // Options taken while fresh, used once stale: the register step checks again.
    const options = (await call('POST', '/api/passkeys/registration-options', staff.token, {})).json().data;
    await makeStale(staff.token);
    const challengesBefore = await registerChallengesOf(staff.id);

    expectFreshProofRefused(await call('POST', '/api/passkeys/registration-options', staff.token, {}));
    expectFreshProofRefused(
      await call('POST', '/api/passkeys/register', staff.token, {
        name: 'Intruder',
        response: softwareAuthenticator(ORIGIN).register(options),
      }),
    );
    expectFreshProofRefused(await call('DELETE', `/api/passkeys/${kept.id}`, staff.token));

    expect((await passkeysOf(staff.id)).map((p) => p.name)).toEqual(['Kept']);
    expect(await registerChallengesOf(staff.id)).toEqual(challengesBefore);
    // Renaming changes nothing that signs in: no proof asked.
    const renamed = await call('PATCH', `/api/passkeys/${kept.id}`, staff.token, { name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('cannot set up or confirm two-factor sign-in; nothing is written', async () => {
    const staff = await newStaff();
    const setup = await call('POST', '/api/two-factor/setup', staff.token, {});
    expect(setup.statusCode).toBe(200);
    const pending = await twoFactorRowOf(staff.id);
    await makeStale(staff.token);

    expectFreshProofRefused(await call('POST', '/api/two-factor/setup', staff.token, {}));
    expectFreshProofRefused(
      await call('POST', '/api/two-factor/confirm', staff.token, {
        code: currentCode(setup.json().data.secret),
      }),
    );
    // The pending secret is the same one, still not on.
    expect(await twoFactorRowOf(staff.id)).toEqual(pending);
    expect(pending?.enabled_at).toBeNull();
  });

  it('needs the current password to change the email; a fresh proof stands in for it', async () => {
    const staff = await newStaff();
    await makeStale(staff.token);
    const body = { name: 'Re Auth', email: `moved-${staff.username}@test.example` };
    const refused = await call('PUT', '/api/account/profile', staff.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(CURRENT_PASSWORD_REQUIRED);
    expect((await userRepository(t.db.kysely).find(staff.id))!.email).toBe(staff.email);

    expect((await reauthenticate(staff.token, { password: PASSWORD })).statusCode).toBe(200);
    const moved = await call('PUT', '/api/account/profile', staff.token, body);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.email).toBe(body.email);
  });

  it('works again after the password is confirmed, for 5 minutes, and the proof is written down', async () => {
    const staff = await newStaff();
    const kept = await addPasskey(staff.token, 'Old one');
    await makeStale(staff.token);
    const auditFrom = await lastAuditId(t);
    const before = Date.now();

    const proof = await reauthenticate(staff.token, { password: PASSWORD });
    expect(proof.statusCode, proof.body).toBe(200);
    const freshUntil = Date.parse(proof.json().data.freshUntil);
    expect(freshUntil).toBeGreaterThanOrEqual(before + REAUTH_WINDOW_MS);
    expect(freshUntil).toBeLessThanOrEqual(Date.now() + REAUTH_WINDOW_MS);
    const [entry, ...more] = await auditRowsAfter(t, auditFrom);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'reauthenticate',
      entity: 'user',
      entity_id: staff.id,
      actor_id: staff.id,
      summary: 'with the password',
    });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);

    await addPasskey(staff.token, 'New one');
    expect((await call('DELETE', `/api/passkeys/${kept.id}`, staff.token)).statusCode).toBe(200);
    const enrolled = await enrol(staff.token);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect((await passkeysOf(staff.id)).map((p) => p.name)).toEqual(['New one']);
  });

  it("is per session: another session's proof does not count", async () => {
    const staff = await newStaff();
    const other = await signIn(staff.username);
    await makeStale(staff.token);
    expect((await reauthenticate(other, { password: PASSWORD })).statusCode).toBe(200);
    expectFreshProofRefused(await call('POST', '/api/passkeys/registration-options', staff.token, {}));
  });
});

describe('POST /api/account/reauthenticate', () => {
  it('refuses a wrong password with a clear message, and writes nothing', async () => {
    const staff = await newStaff();
    await makeStale(staff.token);
    const auditFrom = await lastAuditId(t);
    const wrong = await reauthenticate(staff.token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, data: null, error: CURRENT_PASSWORD_WRONG });
    expect(await auditRowsAfter(t, auditFrom)).toEqual([]);
    const row = await t.db.kysely
      .selectFrom('sessions')
      .select('reauthenticated_at')
      .where('token_hash', '=', hashToken(staff.token))
      .executeTakeFirstOrThrow();
    expect(row.reauthenticated_at).toBeNull();
    expectFreshProofRefused(await call('POST', '/api/passkeys/registration-options', staff.token, {}));
  });

  it('asks for exactly one of password and code', async () => {
    const staff = await newStaff();
    for (const payload of [{}, { password: '' }, { password: PASSWORD, code: '123456' }]) {
      const res = await reauthenticate(staff.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(PROOF_REQUIRED);
    }
  });

  it('takes no code from an account without two-factor sign-in', async () => {
    const staff = await newStaff();
    const res = await reauthenticate(staff.token, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NO_CODES_WITHOUT_TWO_FACTOR);
  });

  it('takes a code or a recovery code (spent) from an account with two-factor sign-in', async () => {
    const staff = await newStaff();
    const { secret, recoveryCodes } = await enrol(staff.token);
    await makeStale(staff.token);

    const wrong = await reauthenticate(staff.token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(INVALID_CODE);
    expectFreshProofRefused(await call('POST', '/api/passkeys/registration-options', staff.token, {}));

    const byCode = await reauthenticate(staff.token, { code: laterCode(secret) });
    expect(byCode.statusCode, byCode.body).toBe(200);
    await addPasskey(staff.token);

    await makeStale(staff.token);
    expect((await reauthenticate(staff.token, { code: recoveryCodes[0] })).statusCode).toBe(200);
    const status = await call('GET', '/api/two-factor', staff.token);
    expect(status.json().data.recoveryCodesLeft).toBe(9);
    await makeStale(staff.token);
    const again = await reauthenticate(staff.token, { code: recoveryCodes[0] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID_CODE);
  });

  it('counts wrong passwords against the sign-in limits', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_LOGIN: '3' } });
    try {
      const staff = await newStaff(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/account/reauthenticate',
          token: staff.token,
          payload: { password: `wrong-${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toContain(429);
      // The budget is spent: even the right password waits now.
      const right = await limited.request({
        method: 'POST',
        url: '/api/account/reauthenticate',
        token: staff.token,
        payload: { password: PASSWORD },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('turning two-factor sign-in on', () => {
  it("ends the account's other sessions and says how many", async () => {
    const staff = await newStaff();
    const others = [await signIn(staff.username), await signIn(staff.username)];
    const bystander = await newStaff();
    const { confirm } = await enrol(staff.token);
    expect(confirm.sessionsEnded).toBe(2);
    for (const token of others) expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', staff.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', bystander.token)).statusCode).toBe(200);
  });
});

describe('two-factor steps begun before a password change or reset', () => {
  /** An account with two-factor on, and a code step begun with its password. */
  async function pendingChallenge() {
    const staff = await newStaff();
    const { secret } = await enrol(staff.token);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: staff.username, password: PASSWORD },
    });
    expect(res.json().data.twoFactorRequired).toBe(true);
    return { staff, secret, challenge: res.json().data.challenge as string };
  }
  const finish = (challenge: string, code: string) =>
    t.request({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code } });

  it('are void after PUT /api/account/password; a step begun after works', async () => {
    const { staff, secret, challenge } = await pendingChallenge();
    const changed = await call('PUT', '/api/account/password', staff.token, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // A right code: the step itself is what is refused (and the code is not spent by it).
    const code = laterCode(secret);
    const late = await finish(challenge, code);
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(SIGN_IN_EXPIRED);

    const fresh = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: staff.username, password: NEW_PASSWORD },
    });
    const ok = await finish(fresh.json().data.challenge, code);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('are void after PUT /api/auth/password', async () => {
    const { staff, secret, challenge } = await pendingChallenge();
    const changed = await call('PUT', '/api/auth/password', staff.token, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await finish(challenge, laterCode(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(SIGN_IN_EXPIRED);
  });

  it('are void after a super admin sets a new password on the Users screen', async () => {
    const { staff, secret, challenge } = await pendingChallenge();
    const changed = await t.request({
      method: 'PUT',
      url: `/api/users/${staff.id}`,
      as: 'super_admin',
      payload: { password: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await finish(challenge, laterCode(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(SIGN_IN_EXPIRED);
  });

  it('are void after a reset', async () => {
    const { staff, secret, challenge } = await pendingChallenge();
    const done = await completeReset(staff.id);
    expect(done.statusCode, done.body).toBe(200);
    const late = await finish(challenge, laterCode(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(SIGN_IN_EXPIRED);
  });
});

/** A live reset link for the account, made as the mailed one is, completed with `extra`. */
async function completeReset(userId: number, extra: object = {}) {
  const token = randomBytes(32).toString('base64url');
  await passwordResetRepository(t.db.kysely).create({
    userId,
    tokenHash: hashToken(token),
    tokenSealed: 'unused-here',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  });
  return t.request({
    method: 'POST',
    url: '/api/password-reset/complete',
    payload: { token, password: NEW_PASSWORD, ...extra },
  });
}

describe('passkeys after a password change or reset', () => {
  it('are listed by a password change, which counts as fresh proof to remove them', async () => {
    const staff = await newStaff();
    const first = await addPasskey(staff.token, 'Mine');
    const second = await addPasskey(staff.token, 'Not mine');
    await makeStale(staff.token);
    const changed = await call('PUT', '/api/account/password', staff.token, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.passkeys).toEqual([
      { id: first.id, name: 'Mine', createdAt: first.createdAt, lastUsedAt: null },
      { id: second.id, name: 'Not mine', createdAt: second.createdAt, lastUsedAt: null },
    ]);
    expect((await call('DELETE', `/api/passkeys/${second.id}`, staff.token)).statusCode).toBe(200);
    expect((await passkeysOf(staff.id)).map((p) => p.id)).toEqual([first.id]);
  });

  it('are listed by PUT /api/auth/password with the account', async () => {
    const staff = await newStaff();
    const key = await addPasskey(staff.token);
    const changed = await call('PUT', '/api/auth/password', staff.token, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: staff.id, username: staff.username });
    expect(changed.json().data.passkeys.map((p: { id: number }) => p.id)).toEqual([key.id]);
  });

  it('are listed by a reset, which removes the ones named (never another account’s) or all', async () => {
    const staff = await newStaff();
    const keep = await addPasskey(staff.token, 'Keep');
    const drop = await addPasskey(staff.token, 'Drop');
    const stranger = await newStaff();
    const theirs = await addPasskey(stranger.token, 'Theirs');

    const listed = await completeReset(staff.id, { removePasskeys: [drop.id, theirs.id] });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual({
      changed: true,
      passkeysRemoved: 1,
      passkeys: [{ id: keep.id, name: 'Keep', createdAt: keep.createdAt, lastUsedAt: null }],
    });
    expect((await passkeysOf(stranger.id)).map((p) => p.id)).toEqual([theirs.id]);

    const all = await completeReset(staff.id, { removePasskeys: 'all' });
    expect(all.json().data).toMatchObject({ passkeysRemoved: 1, passkeys: [] });
    expect(await passkeysOf(staff.id)).toEqual([]);

    const refused = await completeReset(staff.id, { removePasskeys: 'some' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('removePasskeys must be "all" or a list of passkey ids');
  });
});
