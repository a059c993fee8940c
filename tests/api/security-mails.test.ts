import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { hashToken } from '../../server/auth/sessions';
import { passwordResetRepository } from '../../server/data/password-resets';
import { userRepository } from '../../server/data/users';
import { queueSecurityNotice } from '../../server/mail/security-notice';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { softwareAuthenticator } from './support/software-authenticator';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Security mails (docs/decisions/0041-fresh-proof-and-security-mails.md): each change to a staff
 * account's sign-in is told to its owner through the outbox, received here by a real SMTP server.
 * On the engine of TEST_DATABASE_URL (SQLite by default).
 */
const PUBLIC_URL = 'https://bloodandmayhem.example';
const NEW_PASSWORD = 'Quiet-Lantern-Orbit-8817';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** With PUBLIC_URL set, passkeys belong to its origin. */
const ORIGIN = new URL(PUBLIC_URL).origin;
const IF_NOT_YOU = `If this was not you, reset your password at ${PUBLIC_URL}/admin/forgot-password and contact a super admin.`;

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL, SECRET: 'security-mail-secret-security-mail-01' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => vi.useRealTimers());

let seq = 0;
async function newStaff(app = t) {
  const username = `notice_${++seq}`;
  const email = `${username}@test.example`;
  const created = await userRepository(app.db.kysely).create({
    name: 'Notice Me',
    username,
    email,
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  const login = await app.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  return { id: created.id, username, email, token: login.json().data.token as string };
}

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, app = t) =>
  app.request({ method, url, token, payload, headers: { 'user-agent': BROWSER } });

/** Waits for the one mail with `subject` to `address`, and checks what every notice says. */
async function noticeTo(address: string, subject: string): Promise<ReceivedMail> {
  const matching = () => smtp.to(address).filter((m) => m.subject === subject);
  await smtp.waitFor(() => matching().length > 0);
  // Anything queued twice would be here by now: the worker sends one at a time, in order.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(matching()).toHaveLength(1);
  const mail = matching()[0]!;
  expect(mail.text).toContain(IF_NOT_YOU);
  expect(mail.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  expect(mail.text).toContain('From: 127.0.0.1');
  expect(mail.text).toContain('Device: Chrome on Linux');
  expect(mail.html).toContain(`${PUBLIC_URL}/admin/forgot-password`);
  expect(mail.unsubscribeUrl).toBeUndefined();
  return mail;
}

const STEP_MS = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp });

async function addPasskey(token: string, name: string) {
  const options = await call('POST', '/api/passkeys/registration-options', token, {});
  const res = await call('POST', '/api/passkeys/register', token, {
    name,
    response: softwareAuthenticator(ORIGIN).register(options.json().data),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

describe('a mail to the owner', () => {
  it('for a password change, from either route', async () => {
    const a = await newStaff();
    const b = await newStaff();
    const payload = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    expect((await call('PUT', '/api/account/password', a.token, payload)).statusCode).toBe(200);
    expect((await call('PUT', '/api/auth/password', b.token, payload)).statusCode).toBe(200);
    for (const staff of [a, b]) {
      const mail = await noticeTo(staff.email, 'Your Blood & Mayhem password was changed');
      expect(mail.text).toContain(`The password of the account "${staff.username}" was changed.`);
    }
  });

  it('for a password or an email a super admin sets on the Users screen', async () => {
    const staff = await newStaff();
    const moved = `users-screen-${staff.username}@test.example`;
    const put = (payload: object) =>
      t.request({
        method: 'PUT',
        url: `/api/users/${staff.id}`,
        as: 'super_admin',
        payload,
        headers: { 'user-agent': BROWSER },
      });
    expect((await put({ password: NEW_PASSWORD })).statusCode).toBe(200);
    await noticeTo(staff.email, 'Your Blood & Mayhem password was changed');
    expect((await put({ email: moved })).statusCode).toBe(200);
    const mail = await noticeTo(staff.email, 'The email address of your account was changed');
    expect(mail.text).toContain(`now uses the address ${moved} instead of this one`);
  });

  it('for a password reset, naming the passkeys it removed', async () => {
    const staff = await newStaff();
    await addPasskey(staff.token, 'Old phone');
    const token = randomBytes(32).toString('base64url');
    await passwordResetRepository(t.db.kysely).create({
      userId: staff.id,
      tokenHash: hashToken(token),
      tokenSealed: 'unused-here',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/password-reset/complete',
      headers: { 'user-agent': BROWSER },
      payload: { token, password: NEW_PASSWORD, removePasskeys: 'all' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await noticeTo(staff.email, 'Your Blood & Mayhem password was reset');
    expect(mail.text).toContain('These passkeys were removed with it: "Old phone".');
  });

  it('for two-factor on, new recovery codes and two-factor off', async () => {
    const staff = await newStaff();
    const setup = await call('POST', '/api/two-factor/setup', staff.token, {});
    const { secret } = setup.json().data as { secret: string };
    const step = Math.floor(Date.now() / STEP_MS);
    const at = (offset: number) => (step + offset) * STEP_MS + STEP_MS / 2;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const confirm = await call('POST', '/api/two-factor/confirm', staff.token, {
      code: codeAt(secret, at(0)),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    vi.setSystemTime(at(1));
    const renew = await call('POST', '/api/two-factor/recovery-codes', staff.token, {
      code: codeAt(secret, at(1)),
    });
    expect(renew.statusCode, renew.body).toBe(200);
    vi.setSystemTime(at(2));
    const off = await call('POST', '/api/two-factor/disable', staff.token, { code: codeAt(secret, at(2)) });
    expect(off.statusCode, off.body).toBe(200);

    // Still at the moved clock: the worker sends what is due by its own clock.
    const on = await noticeTo(staff.email, 'Two-factor sign-in was turned on');
    expect(on.text).toContain('Its other sessions were ended.');
    await noticeTo(staff.email, 'New recovery codes were made');
    await noticeTo(staff.email, 'Two-factor sign-in was turned off');
  });

  it('for a passkey added and one removed, naming it', async () => {
    const staff = await newStaff();
    const id = await addPasskey(staff.token, 'Work laptop');
    expect((await call('DELETE', `/api/passkeys/${id}`, staff.token)).statusCode).toBe(200);
    const added = await noticeTo(staff.email, 'A passkey was added to your account');
    expect(added.text).toContain(
      `A passkey named "Work laptop" was added to the account "${staff.username}".`,
    );
    const removed = await noticeTo(staff.email, 'A passkey was removed from your account');
    expect(removed.text).toContain('"Work laptop" was removed');
  });

  it('for an email change, to the address the account left', async () => {
    const staff = await newStaff();
    const moved = `moved-${staff.username}@test.example`;
    const res = await call('PUT', '/api/account/profile', staff.token, { name: 'Notice Me', email: moved });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await noticeTo(staff.email, 'The email address of your account was changed');
    expect(mail.text).toContain(`now uses the address ${moved} instead of this one`);
    expect(smtp.to(moved)).toHaveLength(0);
  });

  it('for a sign-in from a new device, as queued by the sign-in', async () => {
    const staff = await newStaff();
    const other = `other-${staff.email}`;
    await queueSecurityNotice(t.db.kysely, t.config, {
      userId: staff.id,
      kind: 'new_device_sign_in',
      detail: 'with a passkey',
      ip: '127.0.0.1',
      device: 'Chrome on Linux',
      recipient: other,
    });
    t.app.newsletter.nudge();
    const mail = await noticeTo(other, 'New sign-in to your Blood & Mayhem account');
    expect(mail.text).toContain(
      `Someone signed in to the account "${staff.username}" from a device it had not used before (with a passkey).`,
    );
  });

  it('is not queued for a refused change', async () => {
    const staff = await newStaff();
    const noticesOf = () =>
      t.db.kysely.selectFrom('security_notices').select('id').where('user_id', '=', staff.id).execute();
    const before = await noticesOf();
    const wrong = await call('PUT', '/api/account/password', staff.token, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(await noticesOf()).toEqual(before);
  });
});

describe('without mail', () => {
  it('queues nothing', async () => {
    const plain = await createTestApp();
    try {
      const staff = await newStaff(plain);
      const res = await call(
        'PUT',
        '/api/account/password',
        staff.token,
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        plain,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await plain.db.kysely.selectFrom('security_notices').selectAll().execute()).toEqual([]);
      expect(await plain.db.kysely.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
