import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENROLMENT_LINK_ALREADY_ON,
  ENROLMENT_LINK_FORBIDDEN,
  ENROLMENT_LINK_NOT_STAFF,
  ENROLMENT_LINK_NO_MAIL,
  ENROLMENT_LINK_REQUIRED,
} from '../../contracts/two-factor-enrolment-link';
import type { UserListItem } from '../../contracts/user';
import { hashPassword } from '../../server/auth/passwords';
import { userRepository } from '../../server/data/users';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Two-factor status on the users list and enrolment by a mailed link
 * (docs/decisions/0045-two-factor-enrolment-links.md), under REQUIRE_2FA=all, on the engine of
 * TEST_DATABASE_URL (SQLite by default), with mail caught by a real SMTP server.
 */
const PUBLIC_URL = 'https://bloodandmayhem.example';
let t: TestApp;
let smtp: SmtpSink;
/** The harness's super admin and admin, both enrolled: REQUIRE_2FA=all opens nothing else to them. */
let superAdmin: string;
let admin: string;

/** A code the server takes now: it accepts the current step and the one before. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: Date.now() });

const call = (url: string, token: string, payload: object = {}) =>
  t.request({ method: 'POST', url, token, payload });

async function enrol(token: string, enrolmentToken?: string) {
  const extra = enrolmentToken ? { enrolmentToken } : {};
  const setup = await call('/api/two-factor/setup', token, extra);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await call('/api/two-factor/confirm', token, { code: codeFor(secret), ...extra });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      SECRET: 'enrolment-link-test-secret-0123456789',
      REQUIRE_2FA: 'all',
    },
  });
  superAdmin = t.tokens.super_admin;
  admin = t.tokens.admin;
  await enrol(superAdmin);
  await enrol(admin);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
/** A staff account made straight in the table, signed in with its password only. */
async function newStaff(role: 'admin' | 'super_admin' = 'admin') {
  const username = `enrol_${role}_${++seq}`;
  const email = `${username}@test.example`;
  const created = await userRepository(t.db.kysely).create({
    name: 'Enrol Me',
    username,
    email,
    role,
    passwordHash: await hashPassword(PASSWORD),
  });
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  expect(login.json().data.twoFactorSetupRequired).toBe(true);
  return { id: created.id, username, email, token: login.json().data.token as string };
}

const sendLink = (userId: number, token = superAdmin) =>
  call(`/api/users/${userId}/two-factor-enrolment-link`, token);

const ENROLMENT_SUBJECT = 'Set up two-factor sign-in for your Blood & Mayhem account';
/** The enrolment mails caught for the address (security notices may come to it too). */
const enrolmentMails = (email: string) => smtp.to(email).filter((m) => m.subject === ENROLMENT_SUBJECT);

/** Sends the account a link and answers the token of the one mail the SMTP server caught for it. */
async function mailedToken(account: { id: number; email: string }, token = superAdmin) {
  const before = enrolmentMails(account.email).length;
  const res = await sendLink(account.id, token);
  expect(res.statusCode, res.body).toBe(200);
  await smtp.waitFor(() => enrolmentMails(account.email).length > before);
  expect(enrolmentMails(account.email)).toHaveLength(before + 1);
  const mail = enrolmentMails(account.email).at(-1)!;
  const url = new URL(/https:\S+two-factor\?enrol=\S+/.exec(mail.text)![0]);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/admin/two-factor`);
  expect(mail.html).toContain(url.search);
  return url.searchParams.get('enrol')!;
}

const twoFactorRow = (userId: number) =>
  t.db.kysely.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
const linkRows = (userId: number) =>
  t.db.kysely
    .selectFrom('two_factor_enrolment_links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const linkFlag = async (userId: number) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('users')
        .select('two_factor_link_required')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).two_factor_link_required,
  );

async function listed(userId: number): Promise<UserListItem> {
  const res = await t.request({ method: 'GET', url: '/api/users?limit=100', token: superAdmin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as UserListItem[]).find((u) => u.id === userId)!;
}

describe('the users list', () => {
  it('says for each account whether two-factor is on, whether it is required, and its passkeys', async () => {
    const fresh = await newStaff();
    await t.db.kysely
      .insertInto('passkeys')
      .values({
        user_id: fresh.id,
        credential_id: `cred-${fresh.id}`,
        public_key: 'pk',
        device_type: 'singleDevice',
        name: 'Laptop',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await listed(t.userIds.super_admin)).toMatchObject({
      twoFactor: 'on',
      twoFactorRequired: false,
      twoFactorLinkRequired: false,
      passkeys: 0,
    });
    expect(await listed(fresh.id)).toMatchObject({
      twoFactor: 'off',
      twoFactorRequired: true,
      twoFactorLinkRequired: false,
      passkeys: 1,
    });
    // REQUIRE_2FA is about staff: a player's account is off and not required.
    expect(await listed(t.userIds.user)).toMatchObject({ twoFactor: 'off', twoFactorRequired: false });
  });
});

describe('sending an enrolment link', () => {
  it('mails one single-use link valid 24 hours, flags the account and audits without the token', async () => {
    const account = await newStaff();
    const before = await lastAuditId(t);
    const token = await mailedToken(account);
    const [row] = await linkRows(account.id);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = (Date.parse(row!.expires_at) - Date.parse(row!.created_at)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 2);
    expect(await linkFlag(account.id)).toBe(1);
    expect(await listed(account.id)).toMatchObject({ twoFactor: 'off', twoFactorLinkRequired: true });
    const audit = await auditRowsAfter(t, before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      entity: 'user',
      entity_id: account.id,
      actor_id: t.userIds.super_admin,
    });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses an admin for a super admin (403), and nothing is sent or written', async () => {
    const target = await newStaff('super_admin');
    const before = await lastAuditId(t);
    const res = await sendLink(target.id, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ENROLMENT_LINK_FORBIDDEN);
    expect(await linkRows(target.id)).toHaveLength(0);
    expect(await linkFlag(target.id)).toBe(0);
    expect(await auditRowsAfter(t, before)).toHaveLength(0);
    // An admin may send one to another admin; a super admin to a super admin.
    await mailedToken(await newStaff('admin'), admin);
    await mailedToken(target, superAdmin);
    expect(enrolmentMails(target.email)).toHaveLength(1);
  });

  it('answers 409 when two-factor is already on, and 400 for an account that is not staff', async () => {
    const on = await sendLink(t.userIds.admin);
    expect(on.statusCode).toBe(409);
    expect(on.json().error).toBe(ENROLMENT_LINK_ALREADY_ON);
    const player = await sendLink(t.userIds.user);
    expect(player.statusCode).toBe(400);
    expect(player.json().error).toBe(ENROLMENT_LINK_NOT_STAFF);
    for (const id of [t.userIds.admin, t.userIds.user]) {
      expect(await linkRows(id)).toHaveLength(0);
      expect(await linkFlag(id)).toBe(0);
    }
  });

  it('answers 400 when mail is not set up', async () => {
    const noMail = await createTestApp();
    try {
      const res = await noMail.request({
        method: 'POST',
        url: `/api/users/${noMail.userIds.admin}/two-factor-enrolment-link`,
        as: 'super_admin',
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ENROLMENT_LINK_NO_MAIL);
      const flag = await noMail.db.kysely
        .selectFrom('users')
        .select('two_factor_link_required')
        .where('id', '=', noMail.userIds.admin)
        .executeTakeFirstOrThrow();
      expect(Number(flag.two_factor_link_required)).toBe(0);
    } finally {
      await noMail.close();
    }
  });
});

describe('enrolling once a link was sent', () => {
  it('refuses set-up without the link: 403, and no secret is stored', async () => {
    const account = await newStaff();
    await mailedToken(account);
    for (const payload of [{}, { enrolmentToken: 'not-a-real-token' }]) {
      const res = await call('/api/two-factor/setup', account.token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(ENROLMENT_LINK_REQUIRED);
    }
    expect(await twoFactorRow(account.id)).toBeUndefined();
  });

  it('refuses a confirm without the link even for a secret set up before it was sent', async () => {
    const account = await newStaff();
    // The password alone got this far before the admin acted.
    const setup = await call('/api/two-factor/setup', account.token);
    expect(setup.statusCode).toBe(200);
    await mailedToken(account);
    const res = await call('/api/two-factor/confirm', account.token, {
      code: codeFor(setup.json().data.secret),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ENROLMENT_LINK_REQUIRED);
    expect((await twoFactorRow(account.id))?.enabled_at).toBeNull();
    // Still held to enrolment.
    const users = await t.request({ method: 'GET', url: '/api/users', token: account.token });
    expect(users.statusCode).toBe(403);
  });

  it("refuses another account's link", async () => {
    const mine = await newStaff();
    const theirs = await newStaff();
    await mailedToken(mine);
    const theirToken = await mailedToken(theirs);
    const res = await call('/api/two-factor/setup', mine.token, { enrolmentToken: theirToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ENROLMENT_LINK_REQUIRED);
    expect(await twoFactorRow(mine.id)).toBeUndefined();
    expect((await linkRows(theirs.id))[0]!.used_at).toBeNull();
  });

  it('enrols with the link, which is then spent; the flag goes; a spent link never works again', async () => {
    const account = await newStaff();
    const token = await mailedToken(account);
    const { recoveryCodes } = await enrol(account.token, token);
    const [link] = await linkRows(account.id);
    expect(link!.used_at).not.toBeNull();
    expect(link!.token_sealed).toBeNull();
    expect(await linkFlag(account.id)).toBe(0);
    expect(await listed(account.id)).toMatchObject({ twoFactor: 'on', twoFactorLinkRequired: false });
    // The enrolled session opens the back office.
    expect((await t.request({ method: 'GET', url: '/api/users', token: account.token })).statusCode).toBe(
      200,
    );

    // Turned off again (with a recovery code), then another link: the spent one is refused.
    const off = await call('/api/two-factor/disable', account.token, { code: recoveryCodes[0] });
    expect(off.statusCode, off.body).toBe(200);
    const second = await mailedToken(account);
    const reused = await call('/api/two-factor/setup', account.token, { enrolmentToken: token });
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error).toBe(ENROLMENT_LINK_REQUIRED);
    expect(await twoFactorRow(account.id)).toBeUndefined();
    await enrol(account.token, second);
    expect(await linkFlag(account.id)).toBe(0);
  });

  it('leaves accounts that were sent no link as they were: the session alone enrols', async () => {
    const account = await newStaff();
    await enrol(account.token);
    expect(await linkRows(account.id)).toHaveLength(0);
  });
});
