import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_PURGE_INTERVAL_MS } from '../../server/auth/session-purge';
import { hashToken, purgeExpiredSessions } from '../../server/auth/sessions';
import type { Db } from '../../server/db/connection';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/** Time moves by writing timestamps into the sessions table, never by waiting. */
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const fromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const IDLE = 600;

async function signIn(t: TestApp, username = 'test_admin') {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  return res.json().data.token as string;
}

const session = (t: TestApp, token: string) =>
  t.db.kysely
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();

const setSession = (t: TestApp, token: string, values: { last_used_at?: string; expires_at?: string }) =>
  t.db.kysely.updateTable('sessions').set(values).where('token_hash', '=', hashToken(token)).execute();

const me = (t: TestApp, token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

describe('idle sessions (SESSION_IDLE_TIMEOUT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_IDLE_TIMEOUT: String(IDLE), SESSION_TTL: '86400' } });
  });
  afterAll(() => t.close());

  it('records when a new session was last used', async () => {
    const token = await signIn(t);
    const row = await session(t, token);
    expect(row.last_used_at).toBe(row.created_at);
  });

  it('ends a session left unused for longer than the idle time', async () => {
    const token = await signIn(t);
    await setSession(t, token, { last_used_at: ago(IDLE + 5) });
    const res = await me(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, data: null, error: 'Please sign in to continue' });
  });

  it('keeps a session used within the idle time, and moves its clock on', async () => {
    const token = await signIn(t);
    const before = ago(IDLE - 30);
    await setSession(t, token, { last_used_at: before });
    expect((await me(t, token)).statusCode).toBe(200);
    const after = (await session(t, token)).last_used_at;
    expect(after > before).toBe(true);
    expect(after >= ago(60)).toBe(true);
    // Used again later, it is still alive: the idle clock restarted at the last use.
    expect((await me(t, token)).statusCode).toBe(200);
  });

  it('writes the last use at most about once a minute, not on every request', async () => {
    const token = await signIn(t);
    const recent = ago(20);
    await setSession(t, token, { last_used_at: recent });
    for (let i = 0; i < 3; i++) expect((await me(t, token)).statusCode).toBe(200);
    expect((await session(t, token)).last_used_at).toBe(recent);
  });

  it('still ends a busy session at its absolute expiry', async () => {
    const token = await signIn(t);
    await setSession(t, token, { last_used_at: ago(1), expires_at: ago(1) });
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('purges expired and idle sessions, and keeps live ones', async () => {
    const live = await signIn(t);
    const idle = await signIn(t);
    const expired = await signIn(t);
    await setSession(t, idle, { last_used_at: ago(IDLE + 1) });
    await setSession(t, expired, { expires_at: ago(1) });
    expect(await purgeExpiredSessions(t.db.kysely, IDLE)).toBeGreaterThanOrEqual(2);
    const hashes = (await t.db.kysely.selectFrom('sessions').select('token_hash').execute()).map(
      (r) => r.token_hash,
    );
    expect(hashes).toContain(hashToken(live));
    expect(hashes).not.toContain(hashToken(idle));
    expect(hashes).not.toContain(hashToken(expired));
  });
});

describe('live sessions per account (SESSION_MAX_PER_ACCOUNT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_MAX_PER_ACCOUNT: '2', SESSION_IDLE_TIMEOUT: String(IDLE) } });
  });
  afterAll(() => t.close());

  it('keeps the configured number: a new session ends the least recently used one', async () => {
    const older = await signIn(t, 'test_admin');
    const newer = await signIn(t, 'test_admin');
    await setSession(t, older, { last_used_at: ago(120) });
    await setSession(t, newer, { last_used_at: ago(60) });
    const newest = await signIn(t, 'test_admin');
    expect((await me(t, older)).statusCode).toBe(401);
    expect((await me(t, newer)).statusCode).toBe(200);
    expect((await me(t, newest)).statusCode).toBe(200);
    // The harness's own session of test_admin was the least recently used of all: gone first.
    expect((await me(t, t.tokens.admin)).statusCode).toBe(401);
    expect((await me(t, t.tokens.super_admin)).statusCode).toBe(200);
  });

  it('counts live sessions only: an idle or expired one takes no place', async () => {
    await setSession(t, await signIn(t, 'test_user'), { last_used_at: ago(IDLE + 5) });
    await setSession(t, await signIn(t, 'test_user'), { expires_at: ago(1) });
    // With the harness's session, one live: two more fit without ending it.
    const first = await signIn(t, 'test_user');
    expect((await me(t, t.tokens.user)).statusCode).toBe(200);
    expect((await me(t, first)).statusCode).toBe(200);
    const second = await signIn(t, 'test_user');
    expect((await me(t, t.tokens.user)).statusCode).toBe(401);
    expect((await me(t, first)).statusCode).toBe(200);
    expect((await me(t, second)).statusCode).toBe(200);
  });
});

/** Sessions of the first super admin, written before the app starts. */
async function insertSessions(db: Db, rows: { name: string; lastUsed: string; expires: string }[]) {
  const admin = await db.kysely.selectFrom('users').select('id').executeTakeFirstOrThrow();
  for (const row of rows)
    await db.kysely
      .insertInto('sessions')
      .values({
        user_id: admin.id,
        token_hash: hashToken(row.name),
        created_at: ago(3600),
        expires_at: row.expires,
        last_used_at: row.lastUsed,
      })
      .execute();
}

/** Devices of the first super admin, last seen `daysAgo` days ago. */
async function insertKnownDevices(db: Db, rows: { name: string; daysAgo: number }[]) {
  const admin = await db.kysely.selectFrom('users').select('id').executeTakeFirstOrThrow();
  for (const row of rows)
    await db.kysely
      .insertInto('known_devices')
      .values({
        user_id: admin.id,
        token_hash: hashToken(row.name),
        device: 'Chrome on Linux',
        created_at: ago(row.daysAgo * 86400 + 60),
        last_seen_at: ago(row.daysAgo * 86400),
      })
      .execute();
}

const storedHashes = async (t: TestApp) =>
  (await t.db.kysely.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash);

describe('the periodic purge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs when the app starts, and forgets devices unused for a year', async () => {
    const t = await createTestApp({
      env: { SESSION_IDLE_TIMEOUT: String(IDLE) },
      seed: async (db) => {
        await insertSessions(db, [
          { name: 'stale-idle', lastUsed: ago(IDLE + 60), expires: fromNow(3600) },
          { name: 'stale-expired', lastUsed: ago(1), expires: ago(1) },
          { name: 'still-live', lastUsed: ago(1), expires: fromNow(3600) },
        ]);
        await insertKnownDevices(db, [
          { name: 'device-of-last-year', daysAgo: 366 },
          { name: 'device-of-last-month', daysAgo: 30 },
        ]);
      },
    });
    try {
      const hashes = await storedHashes(t);
      expect(hashes).toContain(hashToken('still-live'));
      expect(hashes).not.toContain(hashToken('stale-idle'));
      expect(hashes).not.toContain(hashToken('stale-expired'));
      const devices = (await t.db.kysely.selectFrom('known_devices').select('token_hash').execute()).map(
        (d) => d.token_hash,
      );
      expect(devices).toContain(hashToken('device-of-last-month'));
      expect(devices).not.toContain(hashToken('device-of-last-year'));
    } finally {
      await t.close();
    }
  });

  it('runs again on its interval and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await createTestApp({ env: { SESSION_IDLE_TIMEOUT: String(IDLE) } });
    try {
      expect(vi.getTimerCount()).toBeGreaterThanOrEqual(1);
      await insertSessions(t.db, [{ name: 'goes-idle', lastUsed: ago(IDLE + 60), expires: fromNow(3600) }]);
      expect(await storedHashes(t)).toContain(hashToken('goes-idle'));
      await vi.advanceTimersByTimeAsync(SESSION_PURGE_INTERVAL_MS);
      await vi.waitFor(async () => expect(await storedHashes(t)).not.toContain(hashToken('goes-idle')));
    } finally {
      await t.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
