import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { userRepository } from '../../server/data/users';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { softwareAuthenticator } from './support/software-authenticator';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/** Passkeys (docs/decisions/0037-passkeys.md) on the engine of TEST_DATABASE_URL (SQLite by default). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// app.inject() comes as Host localhost:80, so the server expects this origin.
const ORIGIN = 'http://localhost';
let seq = 0;
async function newStaff() {
  const username = `pk_admin_${++seq}`;
  const created = await userRepository(t.db.kysely).create({
    name: 'Pass Key',
    username,
    email: `${username}@test.example`,
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  return { id: created.id, username, token: login.json().data.token as string };
}

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, token });
const registrationOptions = async (token: string) => {
  const res = await post('/api/passkeys/registration-options', {}, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function withPasskey(name = 'Laptop') {
  const staff = await newStaff();
  const key = softwareAuthenticator(ORIGIN);
  const res = await post(
    '/api/passkeys/register',
    { name, response: key.register(await registrationOptions(staff.token)) },
    staff.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { staff, key, passkey: res.json().data as { id: number; name: string } };
}

const signInOptions = async (payload: object = {}) =>
  (await post('/api/auth/passkey/options', payload)).json().data;

describe('registering', () => {
  it('asks for a discoverable credential and keeps a real one, listed without key material', async () => {
    const staff = await newStaff();
    const options = await registrationOptions(staff.token);
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection.residentKey).toBe('required');
    const before = await lastAuditId(t);
    const key = softwareAuthenticator(ORIGIN);
    const res = await post(
      '/api/passkeys/register',
      { name: 'My phone', response: key.register(options) },
      staff.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'My phone', lastUsedAt: null });
    const list = await t.request({ method: 'GET', url: '/api/passkeys', token: staff.token });
    expect(list.json().data.passkeys).toHaveLength(1);
    expect(list.body).not.toContain(key.id);
    const audit = await auditRowsAfter(t, before);
    expect(audit.map((r) => [r.action, r.summary])).toEqual([['passkey_add', 'My phone']]);
  });

  it('refuses a forged attestation, a wrong origin, and a challenge used twice', async () => {
    const staff = await newStaff();
    const options = await registrationOptions(staff.token);
    const forged = softwareAuthenticator(ORIGIN).register(options);
    forged.response.attestationObject = Buffer.from('not cbor').toString('base64url');
    const bad = await post('/api/passkeys/register', { name: 'Forged', response: forged }, staff.token);
    expect(bad.statusCode).toBe(400);
    // The first try spent the challenge, even though it failed.
    const again = await post(
      '/api/passkeys/register',
      { name: 'Again', response: softwareAuthenticator(ORIGIN).register(options) },
      staff.token,
    );
    expect(again.json().error).toBe('The passkey request expired. Try again.');
    const phishing = softwareAuthenticator(ORIGIN).register(await registrationOptions(staff.token), {
      origin: 'https://evil.example',
    });
    expect(
      (await post('/api/passkeys/register', { name: 'Evil', response: phishing }, staff.token)).statusCode,
    ).toBe(400);
    const list = await t.request({ method: 'GET', url: '/api/passkeys', token: staff.token });
    expect(list.json().data.passkeys).toEqual([]);
  });

  it("refuses another account's registration challenge and an expired one", async () => {
    const a = await newStaff();
    const b = await newStaff();
    const options = await registrationOptions(a.token);
    const res = await post(
      '/api/passkeys/register',
      { name: 'X', response: softwareAuthenticator(ORIGIN).register(options) },
      b.token,
    );
    expect(res.statusCode).toBe(400);
    const late = await registrationOptions(a.token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    try {
      // The sign-in is no longer fresh proof by then either: confirmed again, the challenge's age is what fails.
      const proof = await post('/api/account/reauthenticate', { password: PASSWORD }, a.token);
      expect(proof.statusCode, proof.body).toBe(200);
      const expired = await post(
        '/api/passkeys/register',
        { name: 'Late', response: softwareAuthenticator(ORIGIN).register(late) },
        a.token,
      );
      expect(expired.json().error).toBe('The passkey request expired. Try again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it("renames and removes only the caller's own passkeys", async () => {
    const { staff, passkey } = await withPasskey('Old name');
    const other = await newStaff();
    const url = `/api/passkeys/${passkey.id}`;
    expect(
      (await t.request({ method: 'PATCH', url, token: other.token, payload: { name: 'Mine' } })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url, token: other.token })).statusCode).toBe(404);
    const renamed = await t.request({
      method: 'PATCH',
      url,
      token: staff.token,
      payload: { name: 'New name' },
    });
    expect(renamed.json().data.name).toBe('New name');
    expect(
      (await t.request({ method: 'PATCH', url, token: staff.token, payload: { name: ' ' } })).statusCode,
    ).toBe(400);
    const before = await lastAuditId(t);
    expect((await t.request({ method: 'DELETE', url, token: staff.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url, token: staff.token })).statusCode).toBe(404);
    expect((await auditRowsAfter(t, before)).map((r) => r.action)).toEqual(['passkey_remove']);
  });
});

describe('signing in', () => {
  it('signs in without a username, records the use, and refuses the same challenge twice', async () => {
    const { staff, key } = await withPasskey();
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    const before = await lastAuditId(t);
    const answer = key.sign(options);
    const res = await post('/api/auth/passkey/verify', { response: answer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.username).toBe(staff.username);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: res.json().data.token });
    expect(me.statusCode).toBe(200);
    const audit = await auditRowsAfter(t, before);
    expect(audit.map((r) => [r.action, r.summary])).toEqual([['sign_in', 'with a passkey (Laptop)']]);
    const list = await t.request({ method: 'GET', url: '/api/passkeys', token: staff.token });
    expect(list.json().data.passkeys[0].lastUsedAt).not.toBeNull();
    expect((await post('/api/auth/passkey/verify', { response: answer })).statusCode).toBe(401);
  });

  it('refuses an unsigned answer, an unknown passkey, a replayed counter, and no user verification', async () => {
    const { key } = await withPasskey();
    const unsigned = key.sign(await signInOptions());
    unsigned.response.signature = '';
    expect((await post('/api/auth/passkey/verify', { response: unsigned })).json().error).toBe(
      'This passkey was not accepted',
    );
    const stranger = softwareAuthenticator(ORIGIN);
    stranger.register(await registrationOptions((await newStaff()).token));
    expect(
      (await post('/api/auth/passkey/verify', { response: stranger.sign(await signInOptions()) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/passkey/verify', { response: key.sign(await signInOptions()) })).statusCode,
    ).toBe(200);
    const replay = key.sign(await signInOptions(), { counter: 1 });
    expect((await post('/api/auth/passkey/verify', { response: replay })).statusCode).toBe(401);
    const noUv = key.sign(await signInOptions(), { userVerified: false });
    expect((await post('/api/auth/passkey/verify', { response: noUv })).statusCode).toBe(401);
  });

  it("stands in for the code of an account with two-factor on, with that account's passkey only", async () => {
    const { staff, key } = await withPasskey();
    const setup = await post('/api/two-factor/setup', {}, staff.token);
    const secret = (setup.json().data.secret as string).replace(/\s/g, '');
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await post('/api/two-factor/confirm', { code }, staff.token)).statusCode).toBe(200);
    const login = await post('/api/auth/login', { username: staff.username, password: PASSWORD });
    const { challenge } = login.json().data;
    expect(challenge).toBeTruthy();

    const other = await withPasskey('Other');
    const options = await signInOptions({ challenge });
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    const wrong = await post('/api/auth/passkey/verify', { challenge, response: other.key.sign(options) });
    expect(wrong.statusCode).toBe(401);
    // A password-free challenge does not open the second step, nor the reverse.
    const free = await post('/api/auth/passkey/verify', {
      challenge,
      response: key.sign(await signInOptions()),
    });
    expect(free.statusCode).toBe(401);
    const res = await post('/api/auth/passkey/verify', {
      challenge,
      response: key.sign(await signInOptions({ challenge })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.id).toBe(staff.id);
    // The two-factor challenge is spent too.
    expect((await post('/api/auth/passkey/options', { challenge })).statusCode).toBe(401);
    expect((await post('/api/auth/login/two-factor', { challenge, code })).statusCode).toBe(401);
  });
});
