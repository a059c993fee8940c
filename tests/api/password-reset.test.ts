import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_SENT, RESET_UNAVAILABLE } from '../../contracts/password-reset';
import { hashPassword } from '../../server/auth/passwords';
import { userRepository } from '../../server/data/users';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/** Password reset by email, on the engine of TEST_DATABASE_URL (SQLite by default). */
const PUBLIC_URL = 'https://bloodandmayhem.example';
let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL, SECRET: 'reset-test-secret-reset-test-secret-01' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
async function newAccount(app = t) {
  const username = `reset_${++seq}`;
  const email = `${username}@test.example`;
  const created = await userRepository(app.db.kysely).create({
    name: 'Reset Me',
    username,
    email,
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id: created.id, username, email };
}

const post = (path: string, payload: object, app = t, remoteAddress?: string) =>
  app.app.inject({ method: 'POST', url: `/api/password-reset/${path}`, payload, remoteAddress });
const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Asks for a link and answers the token of the mail it brought. */
async function mailedToken(email: string) {
  // A completed reset also mails the account a notice: only reset mails are counted.
  const resetMails = () => smtp.to(email).filter((m) => m.text.includes('/admin/reset-password'));
  const before = resetMails().length;
  const res = await post('request', { email });
  expect(res.statusCode, res.body).toBe(200);
  await smtp.waitFor(() => resetMails().length > before);
  const mail = resetMails().at(-1)!;
  const url = new URL(/https:\S+reset-password\S+/.exec(mail.text)![0]);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/admin/reset-password`);
  expect(mail.html).toContain(url.search.replace(/&/g, '&amp;'));
  return url.searchParams.get('token')!;
}

const resetRows = (userId: number) =>
  t.db.kysely.selectFrom('password_resets').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('asking for a link', () => {
  it('answers the same, in about the same time, for a known and an unknown address', async () => {
    const account = await newAccount();
    const known = await post('request', { email: account.email.toUpperCase() });
    const unknown = await post('request', { email: 'nobody-here@test.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().data).toEqual({ message: RESET_LINK_SENT });
    // The link is made after the answer: it appears only for the account.
    await until(async () => (await resetRows(account.id)).length === 1);
    await smtp.waitFor(() => smtp.to(account.email).length === 1);
    expect(smtp.to('nobody-here@test.example')).toHaveLength(0);

    // Loose: the known address's answer must not carry the lookup, hashing or queueing.
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        await post('request', { email });
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    const knownMs = await median(account.email);
    const unknownMs = await median('still-nobody@test.example');
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(25);
  });

  it('stores only the hash of the token, and mails a link valid for 30 minutes', async () => {
    const account = await newAccount();
    const token = await mailedToken(account.email);
    const [row] = await resetRows(account.id);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (Date.parse(row!.expires_at) - Date.parse(row!.created_at)) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
    expect(smtp.to(account.email).at(-1)!.subject).toBe('Reset your Blood & Mayhem password');
  });

  it('refuses an address that is not an email, saying why', async () => {
    const res = await post('request', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Email must be a valid email address/);
  });
});

describe('using a link', () => {
  it('sets the new password once; the old one and the link stop working', async () => {
    const account = await newAccount();
    const token = await mailedToken(account.email);
    expect((await post('check', { token })).json().data).toEqual({ valid: true });
    const done = await post('complete', { token, password: 'a-brand-new-password' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(account.username, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(account.username, 'a-brand-new-password')).statusCode).toBe(200);

    expect((await post('check', { token })).json().data).toEqual({ valid: false });
    const again = await post('complete', { token, password: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(RESET_LINK_INVALID);
  });

  it('keeps the password rules of the rest of the back office', async () => {
    const account = await newAccount();
    const token = await mailedToken(account.email);
    const short = await post('complete', { token, password: 'eleven-char' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 12 characters long.');
    expect((await post('check', { token })).json().data.valid).toBe(true);
  });

  it('refuses an expired link', async () => {
    const account = await newAccount();
    const token = await mailedToken(account.email);
    await t.db.kysely
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', account.id)
      .execute();
    expect((await post('check', { token })).json().data).toEqual({ valid: false });
    const res = await post('complete', { token, password: 'a-brand-new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RESET_LINK_INVALID);
    expect((await signIn(account.username, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a forged link', async () => {
    const forged = 'A'.repeat(43);
    expect((await post('check', { token: forged })).json().data).toEqual({ valid: false });
    const res = await post('complete', { token: forged, password: 'a-brand-new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RESET_LINK_INVALID);
  });

  it('voids the earlier link when a new one is asked for', async () => {
    const account = await newAccount();
    const first = await mailedToken(account.email);
    const second = await mailedToken(account.email);
    expect(second).not.toBe(first);
    expect((await post('check', { token: first })).json().data).toEqual({ valid: false });
    expect((await post('complete', { token: first, password: 'first-link-pass' })).statusCode).toBe(400);
    expect((await post('complete', { token: second, password: 'second-link-pass' })).statusCode).toBe(200);
  });

  it('leaves two-factor on: the next sign-in still asks for the code', async () => {
    const account = await newAccount();
    await t.db.kysely
      .insertInto('two_factor')
      .values({
        user_id: account.id,
        secret_encrypted: 'v1.sealed',
        enabled_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const token = await mailedToken(account.email);
    expect((await post('complete', { token, password: 'after-reset-pass' })).statusCode).toBe(200);
    const next = await signIn(account.username, 'after-reset-pass');
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toMatchObject({ twoFactorRequired: true });
    expect(next.json().data.token).toBeUndefined();
  });

  it('ends every session of the account and writes an audit entry without secrets', async () => {
    const account = await newAccount();
    const session = (await signIn(account.username, PASSWORD)).json().data.token as string;
    const other = (await signIn(account.username, PASSWORD)).json().data.token as string;
    const token = await mailedToken(account.email);
    const before = await lastAuditId(t);
    const newPassword = 'audit-safe-password';
    expect((await post('complete', { token, password: newPassword })).statusCode).toBe(200);
    for (const bearer of [session, other])
      expect((await t.request({ method: 'GET', url: '/api/auth/me', token: bearer })).statusCode).toBe(401);

    const rows = await auditRowsAfter(t, before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'password_reset',
      entity: 'user',
      entity_id: account.id,
      actor_id: account.id,
      entity_label: account.username,
    });
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(token);
    expect(text).not.toContain(newPassword);
  });
});

describe('rate limits', () => {
  it('limits requests per address and per client', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'true', SMTP_URL: smtp.url, PUBLIC_URL },
    });
    try {
      const codes = async (count: number, call: (i: number) => ReturnType<typeof post>) => {
        const result: number[] = [];
        for (let i = 0; i < count; i++) result.push((await call(i)).statusCode);
        return result;
      };
      // Per address, from several clients: the address's budget is spent whoever asks.
      const perAddress = await codes(5, (i) =>
        post('request', { email: 'target@test.example' }, limited, `10.7.0.${i + 1}`),
      );
      expect(perAddress).toEqual([200, 200, 200, 429, 429]);
      // Per client, across addresses and across the link routes.
      const perClient = await codes(22, (i) =>
        i % 2
          ? post('request', { email: `spray${i}@test.example` }, limited, '10.7.1.1')
          : post('check', { token: `forged-${i}` }, limited, '10.7.1.1'),
      );
      expect(perClient.slice(0, 20).every((code) => code === 200)).toBe(true);
      expect(perClient.slice(20)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('without mail set up', () => {
  it('says so, and answers 503 to a request', async () => {
    const noMail = await createTestApp();
    try {
      const status = await noMail.request({ method: 'GET', url: '/api/password-reset' });
      expect(status.json().data).toEqual({ available: false });
      const res = await post('request', { email: 'user@test.example' }, noMail);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, data: null, error: RESET_UNAVAILABLE });
      expect(await noMail.db.kysely.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
    } finally {
      await noMail.close();
    }
  });

  it('tells the page when mail is set up', async () => {
    const status = await t.request({ method: 'GET', url: '/api/password-reset' });
    expect(status.json().data).toEqual({ available: true });
  });
});
