import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { hashToken } from '../../server/auth/sessions';
import { userRepository } from '../../server/data/users';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { softwareAuthenticator } from './support/software-authenticator';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Session lifetimes and the cap per account, the paged sessions list, the sign-in budgets keyed on
 * the account and its known devices, and the new-device mail
 * (docs/decisions/0042-session-limits-and-known-devices.md), on the engine of TEST_DATABASE_URL.
 */
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
// app.inject() comes as Host localhost:80, so passkeys are made for this origin.
const ORIGIN = 'http://localhost';
const TOO_MANY = /^Too many requests\. Please try again in \d+ minutes?\.$/;

let seq = 0;
async function newStaff(app: TestApp) {
  const username = `limits_${++seq}`;
  const email = `${username}@test.example`;
  const created = await userRepository(app.db.kysely).create({
    name: 'Session Limits',
    username,
    email,
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  return { id: created.id, username, email };
}

type Attempt = { login: string; password?: string; ip?: string; cookie?: string; userAgent?: string };
const signIn = (app: TestApp, { login, password = PASSWORD, ip = '127.0.0.1', cookie, userAgent }: Attempt) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
    payload: { username: login, password },
  });

/** The `bm_device=…` pair an answer set, to send back as a browser would. */
function deviceCookie(res: { headers: Record<string, unknown> }) {
  const header = [res.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('bm_device='));
  expect(header, 'a device cookie').toBeDefined();
  return String(header).split(';')[0]!;
}

const me = (app: TestApp, token: string) => app.request({ method: 'GET', url: '/api/auth/me', token });
const liveRows = (app: TestApp, userId: number) =>
  app.db.kysely.selectFrom('sessions').select(['token_hash']).where('user_id', '=', userId).execute();
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

describe('with the default settings', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://bloodandmayhem.example',
        SECRET: 'session-limits-secret-session-limits-01',
        // The harness's requests come from 127.0.0.1: as a TLS proxy there, it may say "https".
        TRUST_PROXY: '127.0.0.1',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps sessions 12 hours at most and 30 minutes unused (ASVS L2)', async () => {
    expect(t.config.session).toEqual({ ttlSeconds: 12 * 3600, idleSeconds: 30 * 60, maxPerAccount: 10 });
    const staff = await newStaff(t);
    const before = Date.now();
    const res = await signIn(t, { login: staff.username });
    expect(res.statusCode, res.body).toBe(200);
    const expiresAt = Date.parse(res.json().data.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 12 * 3600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 12 * 3600_000);
    // Unused for 31 minutes, the session is over; used 29 minutes ago, it lives on.
    const token = res.json().data.token as string;
    const idle = async (seconds: number) =>
      t.db.kysely
        .updateTable('sessions')
        .set({ last_used_at: ago(seconds) })
        .where('token_hash', '=', hashToken(token))
        .execute();
    await idle(29 * 60);
    expect((await me(t, token)).statusCode).toBe(200);
    await idle(31 * 60);
    const ended = await me(t, token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error).toBe('Please sign in to continue');
  });

  it('ends the least recently used session when the 11th is opened, and says so in the log', async () => {
    const staff = await newStaff(t);
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t, { login: staff.username });
      expect(res.statusCode, res.body).toBe(200);
      tokens.push(res.json().data.token);
    }
    // The first was used last of all but the fourth, which has been idle longest.
    for (const [i, token] of tokens.entries())
      await t.db.kysely
        .updateTable('sessions')
        .set({ last_used_at: ago(i === 3 ? 600 : i === 0 ? 1 : 300 - i) })
        .where('token_hash', '=', hashToken(token))
        .execute();
    expect(await liveRows(t, staff.id)).toHaveLength(10);

    const before = await lastAuditId(t);
    const eleventh = await signIn(t, { login: staff.username });
    expect(eleventh.statusCode, eleventh.body).toBe(200);
    expect((await me(t, eleventh.json().data.token)).statusCode).toBe(200);
    expect((await me(t, tokens[3]!)).statusCode).toBe(401);
    for (const token of tokens.filter((_, i) => i !== 3)) expect((await me(t, token)).statusCode).toBe(200);
    const rows = await liveRows(t, staff.id);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.token_hash)).not.toContain(hashToken(tokens[3]!));
    const audit = await auditRowsAfter(t, before);
    expect(audit.map((r) => [r.action, r.entity_id, r.summary])).toEqual([
      ['sign_in', staff.id, 'ended 1 least recently used session (at most 10 per account)'],
    ]);
    // Other accounts keep theirs.
    expect((await me(t, t.tokens.admin)).statusCode).toBe(200);
  });

  it('lists the sessions a page at a time, newest first, counted, named by browser and system', async () => {
    const staff = await newStaff(t);
    const tokens: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await signIn(t, {
        login: staff.username,
        userAgent: i === 6 ? FIREFOX_WINDOWS : CHROME_LINUX,
      });
      tokens.push(res.json().data.token);
    }
    const mine = tokens[6]!;
    const list = (query = '') =>
      t.request({ method: 'GET', url: `/api/account/sessions${query}`, token: mine });

    const first = await list('?limit=3');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe('7');
    const body = first.json();
    expect(body.meta).toEqual({ total: 7, limit: 3, offset: 0 });
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({ device: 'Firefox on Windows', ip: '127.0.0.1', current: true });
    expect(body.data[1]).toMatchObject({ device: 'Chrome on Linux', current: false });
    expect(Object.keys(body.data[1]).sort()).toEqual(
      ['createdAt', 'current', 'device', 'expiresAt', 'id', 'ip', 'lastUsedAt'].sort(),
    );
    // The raw header stays in the table, never in the answer.
    expect(first.body).not.toContain('Mozilla');
    expect(first.body).not.toContain('userAgent');

    const last = (await list('?limit=3&offset=6')).json();
    expect(last.meta).toEqual({ total: 7, limit: 3, offset: 6 });
    expect(last.data).toHaveLength(1);
    const everything = (await list()).json();
    expect(everything.meta.limit).toBe(10);
    const lastUsed = everything.data.map((s: { lastUsedAt: string }) => s.lastUsedAt);
    expect(lastUsed).toEqual([...lastUsed].sort().reverse());
    expect(new Set(everything.data.map((s: { id: number }) => s.id)).size).toBe(7);

    for (const [query, error] of [
      ['?limit=0', 'limit must be between 1 and 100'],
      ['?limit=101', 'limit must be between 1 and 100'],
      ['?offset=-1', 'offset must not be negative'],
    ]) {
      const bad = await list(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toEqual({ success: false, data: null, error });
    }
  });

  it('marks the device cookie Secure when the sign-in came over https', async () => {
    const staff = await newStaff(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: staff.username, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const attributes = String([res.headers['set-cookie']].flat()[0]).split('; ').slice(1);
    expect(attributes.sort()).toEqual([
      'HttpOnly',
      'Max-Age=31536000',
      'Path=/api/auth',
      'SameSite=Strict',
      'Secure',
    ]);
  });

  it('mails the owner about a sign-in from a new device, and not from a known one', async () => {
    const staff = await newStaff(t);
    const first = await signIn(t, { login: staff.username, userAgent: CHROME_LINUX, ip: '198.51.100.7' });
    expect(first.statusCode, first.body).toBe(200);
    await smtp.waitFor(() => smtp.to(staff.email).length === 1);
    const mail = smtp.to(staff.email)[0]!;
    expect(mail.subject).toBe('New sign-in to your Blood & Mayhem account');
    expect(mail.text).toContain('Chrome on Linux');
    expect(mail.text).toContain('198.51.100.7');
    const cookie = deviceCookie(first);

    const again = await signIn(t, { login: staff.username, userAgent: CHROME_LINUX, cookie });
    expect(again.statusCode, again.body).toBe(200);
    // The same token comes back, refreshed for another year.
    expect(deviceCookie(again)).toBe(cookie);
    const notices = () =>
      t.db.kysely.selectFrom('security_notices').select('kind').where('user_id', '=', staff.id).execute();
    expect(await notices()).toEqual([{ kind: 'new_device_sign_in' }]);

    // Another browser (no cookie) is new, and told.
    expect((await signIn(t, { login: staff.username, userAgent: FIREFOX_WINDOWS })).statusCode).toBe(200);
    await smtp.waitFor(() => smtp.to(staff.email).length === 2);
    expect(smtp.to(staff.email)[1]!.text).toContain('Firefox on Windows');
    expect(await notices()).toHaveLength(2);
    const devices = await t.db.kysely
      .selectFrom('known_devices')
      .selectAll()
      .where('user_id', '=', staff.id)
      .execute();
    expect(devices.map((d) => d.device).sort()).toEqual(['Chrome on Linux', 'Firefox on Windows']);
    // Only the token's hash is kept.
    const token = cookie.slice('bm_device='.length);
    expect(devices.map((d) => d.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(devices)).not.toContain(token);
  });
});

describe('sign-in budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_LOGIN: '4',
        RATE_LIMIT_LOGIN_IP: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT: '4',
      },
    });
  });
  afterAll(() => t.close());

  async function spend(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await attempt(i)).statusCode);
    return statuses;
  }

  it('counts the username and the email of one account on one budget', async () => {
    const staff = await newStaff(t);
    const byName = await spend(4, (i) =>
      signIn(t, { login: staff.username, password: 'wrong', ip: `10.20.0.${i + 1}` }),
    );
    expect(byName).toEqual([401, 401, 401, 401]);
    const byEmail = await signIn(t, { login: staff.email.toUpperCase(), ip: '10.20.1.1' });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toMatchObject({ success: false, data: null });
    expect(byEmail.json().error).toMatch(TOO_MANY);
    expect(byEmail.headers['set-cookie']).toBeUndefined();
    // A name no account has keeps a budget of its own, as before.
    expect(
      (await signIn(t, { login: `${staff.username}_ghost`, password: 'wrong', ip: '10.20.1.2' })).statusCode,
    ).toBe(401);
    // Another account is untouched.
    const other = await newStaff(t);
    expect((await signIn(t, { login: other.email, ip: '10.20.1.3' })).statusCode).toBe(200);
  });

  it("lets the owner's known device and a passkey in after others spent the account's budget", async () => {
    const staff = await newStaff(t);
    const home = '10.30.0.1';
    const first = await signIn(t, { login: staff.username, ip: home, userAgent: CHROME_LINUX });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = deviceCookie(first);
    const attributes = String([first.headers['set-cookie']].flat()[0]).split('; ').slice(1);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/api/auth', 'SameSite=Strict']);

    // A passkey, registered while the sign-in is fresh.
    const token = first.json().data.token as string;
    const key = softwareAuthenticator(ORIGIN);
    const options = await t.request({
      method: 'POST',
      url: '/api/passkeys/registration-options',
      token,
      payload: {},
    });
    expect(options.statusCode, options.body).toBe(200);
    const registered = await t.request({
      method: 'POST',
      url: '/api/passkeys/register',
      token,
      payload: { name: 'Laptop', response: key.register(options.json().data) },
    });
    expect(registered.statusCode, registered.body).toBe(200);

    // Someone else guesses from many addresses until the account's budget is spent.
    const guesses = await spend(6, (i) =>
      signIn(t, { login: staff.username, password: 'guess', ip: `10.31.0.${i + 1}` }),
    );
    expect(guesses).toEqual([401, 401, 401, 429, 429, 429]);
    const before = await lastAuditId(t);
    // The right password from a device the account does not know: still refused.
    const unknown = await signIn(t, { login: staff.username, ip: '10.32.0.1' });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().error).toMatch(TOO_MANY);
    // Nor does another account's device help.
    const other = await newStaff(t);
    const otherCookie = deviceCookie(await signIn(t, { login: other.username, ip: '10.32.0.2' }));
    expect(
      (await signIn(t, { login: staff.username, ip: '10.32.0.2', cookie: otherCookie })).statusCode,
    ).toBe(429);
    expect((await auditRowsAfter(t, before)).filter((r) => r.entity_id === staff.id)).toEqual([]);

    // The owner's own device signs in with the right password.
    const owner = await signIn(t, { login: staff.username, ip: home, cookie, userAgent: CHROME_LINUX });
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await me(t, owner.json().data.token)).statusCode).toBe(200);

    // And so does the passkey, from anywhere.
    const challenge = await t.request({ method: 'POST', url: '/api/auth/passkey/options', payload: {} });
    const passkey = await t.request({
      method: 'POST',
      url: '/api/auth/passkey/verify',
      remoteAddress: '10.33.0.1',
      payload: { response: key.sign(challenge.json().data) },
    });
    expect(passkey.statusCode, passkey.body).toBe(200);
    expect(passkey.json().data.user.username).toBe(staff.username);
  });

  it("lets the owner's known device through the two-factor step too", async () => {
    const staff = await newStaff(t);
    const home = '10.50.0.1';
    const first = await signIn(t, { login: staff.username, ip: home });
    const cookie = deviceCookie(first);
    const token = first.json().data.token as string;
    const setup = await t.request({ method: 'POST', url: '/api/two-factor/setup', token, payload: {} });
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = (setup.json().data.secret as string).replace(/\s/g, '');
    // Time stands still mid-step, so the codes made here are the server's current ones.
    const now = Math.floor(Date.now() / 30_000) * 30_000 + 15_000;
    const [enrolledAt, signedInAt] = [now, now + 30_000];
    const codeAt = (at: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(enrolledAt);
      const confirm = await t.request({
        method: 'POST',
        url: '/api/two-factor/confirm',
        token,
        payload: { code: codeAt(enrolledAt) },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);

      const guesses = await spend(6, (i) =>
        signIn(t, { login: staff.username, password: 'guess', ip: `10.51.0.${i + 1}` }),
      );
      expect(guesses.at(-1)).toBe(429);
      expect((await signIn(t, { login: staff.username, ip: '10.52.0.1' })).statusCode).toBe(429);

      const code = (challenge: string, at: number, ip: string, withCookie: boolean) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          remoteAddress: ip,
          headers: withCookie ? { cookie } : {},
          payload: { challenge, code: codeAt(at) },
        });
      const password = await signIn(t, { login: staff.username, ip: home, cookie });
      expect(password.statusCode, password.body).toBe(200);
      const { challenge } = password.json().data as { challenge: string };
      expect(challenge).toBeTruthy();
      vi.setSystemTime(signedInAt);
      // The code without the device's cookie is the account's, whose budget is spent.
      const bare = await code(challenge, signedInAt, '10.52.0.2', false);
      expect(bare.statusCode).toBe(429);
      expect(bare.json().error).toMatch(TOO_MANY);
      const signedIn = await code(challenge, signedInAt, home, true);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect((await me(t, signedIn.json().data.token)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a known device a budget of its own, not an endless one', async () => {
    const staff = await newStaff(t);
    const cookie = deviceCookie(await signIn(t, { login: staff.username, ip: '10.40.0.1' }));
    // Guesses with a stolen cookie, from anywhere, stop at the device's four.
    const fromDevice = await spend(6, (i) =>
      signIn(t, { login: staff.username, password: 'guess', ip: `10.41.0.${i + 1}`, cookie }),
    );
    expect(fromDevice).toEqual([401, 401, 401, 401, 429, 429]);
    // They spent the device's budget, not the account's: the owner's other devices are not locked out.
    expect((await signIn(t, { login: staff.username, ip: '10.42.0.1' })).statusCode).toBe(200);
  });
});
