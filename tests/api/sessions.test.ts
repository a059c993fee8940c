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

const storedHashes = async (t: TestApp) =>
  (await t.db.kysely.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash);

describe('the periodic purge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs when the app starts', async () => {
    const t = await createTestApp({
      env: { SESSION_IDLE_TIMEOUT: String(IDLE) },
      seed: (db) =>
        insertSessions(db, [
          { name: 'stale-idle', lastUsed: ago(IDLE + 60), expires: fromNow(3600) },
          { name: 'stale-expired', lastUsed: ago(1), expires: ago(1) },
          { name: 'still-live', lastUsed: ago(1), expires: fromNow(3600) },
        ]),
    });
    try {
      const hashes = await storedHashes(t);
      expect(hashes).toContain(hashToken('still-live'));
      expect(hashes).not.toContain(hashToken('stale-idle'));
      expect(hashes).not.toContain(hashToken('stale-expired'));
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
