import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { twoFactorRepository } from '../../server/data/two-factor';
import { userRepository } from '../../server/data/users';
import { legacyRecoveryCodeDigest, recoveryCodeKey } from '../../server/two-factor/recovery-codes';
import { spendSecondFactor, twoFactorKeys } from '../../server/two-factor/second-factor';
import { upgradeRecoveryCodes } from '../../server/two-factor/upgrade-recovery-codes';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Recovery codes at rest (docs/decisions/0043-secrets-at-rest.md): stored as `v2:` + an HMAC under
 * a key from SECRET; a plain SHA-256 left from before is upgraded at start and then verifies its
 * code; nothing but the keyed form verifies, and not under another SECRET.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
async function enrolledStaff() {
  const username = `rc_admin_${++seq}`;
  const { id } = await userRepository(t.db.kysely).create({
    name: 'Recovery',
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
  const token = login.json().data.token as string;
  const setup = await t.request({ method: 'POST', url: '/api/two-factor/setup', token, payload: {} });
  const secret = (setup.json().data.secret as string).replace(/\s/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirm = await t.request({
    method: 'POST',
    url: '/api/two-factor/confirm',
    token,
    payload: { code },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { id, username, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
}

const storedOf = (userId: number) =>
  t.db.kysely
    .selectFrom('two_factor_recovery_codes')
    .select(['code_hash', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

async function signInWithRecoveryCode(username: string, recoveryCode: string) {
  const first = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  return t.request({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { challenge: first.json().data.challenge, recoveryCode },
  });
}

it('stores each code as v2: and an HMAC under SECRET, not as its SHA-256', async () => {
  const staff = await enrolledStaff();
  const stored = await storedOf(staff.id);
  const key = recoveryCodeKey(t.config.secret);
  expect(stored.map((row) => row.code_hash)).toEqual(staff.recoveryCodes.map((code) => key.hash(code)));
  for (const [i, code] of staff.recoveryCodes.entries()) {
    expect(stored[i]!.code_hash).toMatch(/^v2:[0-9a-f]{64}$/);
    expect(stored[i]!.code_hash).not.toContain(legacyRecoveryCodeDigest(code));
  }
  expect((await signInWithRecoveryCode(staff.username, staff.recoveryCodes[0]!)).statusCode).toBe(200);
});

it('upgrades a plain SHA-256 left from before at start, after which its code signs in', async () => {
  const staff = await enrolledStaff();
  // The database as it was before codes were keyed: the plain SHA-256 of each code.
  for (const code of staff.recoveryCodes)
    await t.db.kysely
      .updateTable('two_factor_recovery_codes')
      .set({ code_hash: legacyRecoveryCodeDigest(code) })
      .where('code_hash', '=', recoveryCodeKey(t.config.secret).hash(code))
      .execute();

  // Unkeyed, a value does not verify: a copied database holds nothing to test guesses against.
  const early = await signInWithRecoveryCode(staff.username, staff.recoveryCodes[1]!);
  expect(early.statusCode).toBe(401);
  expect(early.json().error).toBe('Invalid code');
  expect((await storedOf(staff.id)).every((row) => row.used_at === null)).toBe(true);

  expect(await upgradeRecoveryCodes(t.db.kysely, t.config.secret)).toBeGreaterThanOrEqual(10);
  const stored = await storedOf(staff.id);
  expect(stored.map((row) => row.code_hash)).toEqual(
    staff.recoveryCodes.map((code) => recoveryCodeKey(t.config.secret).hash(code)),
  );
  // Run again (a second instance starting, the next restart): nothing left to do, nothing keyed twice.
  expect(await upgradeRecoveryCodes(t.db.kysely, t.config.secret)).toBe(0);
  expect(await storedOf(staff.id)).toEqual(stored);

  const signedIn = await signInWithRecoveryCode(staff.username, staff.recoveryCodes[1]!);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  expect(signedIn.json().data.token).toBeTruthy();
});

it('does not verify a code under another SECRET, and spends nothing', async () => {
  const staff = await enrolledStaff();
  const repo = twoFactorRepository(t.db.kysely);
  const code = staff.recoveryCodes[2]!;
  expect(
    await spendSecondFactor(repo, twoFactorKeys('another-secret-'.repeat(3)), staff.id, {
      recoveryCode: code,
    }),
  ).toBeNull();
  expect((await storedOf(staff.id)).every((row) => row.used_at === null)).toBe(true);
  expect(
    await spendSecondFactor(repo, twoFactorKeys(t.config.secret), staff.id, { recoveryCode: code }),
  ).toBe('recovery_code');
  expect(await repo.recoveryCodesLeft(staff.id)).toBe(9);
});
