import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Only the SHA-256 of a token is stored: a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How stale `last_used_at` may get: most session reads stay pure reads, the idle clock off by this. */
export const LAST_USED_REFRESH_MS = 60_000;

const isoAgo = (ms: number, now = Date.now()) => new Date(now - ms).toISOString();

/** Where a session was opened from, listed on the settings screen so staff can tell sessions apart. */
export interface SessionDevice {
  userAgent?: string | null;
  ip?: string | null;
}

/** Headers are caller-supplied: a user agent is kept to a length a list can show. */
const USER_AGENT_MAX = 512;

/** The device of a sign-in request; request.ip already honours TRUST_PROXY. */
export const sessionDevice = (request: FastifyRequest): SessionDevice => ({
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) || null,
  ip: request.ip || null,
});

/** How a new session is bounded: config.session, or a bare lifetime in seconds. */
export interface SessionRules {
  ttlSeconds: number;
  /** Sessions unused this long no longer count as live (SESSION_IDLE_TIMEOUT). */
  idleSeconds?: number;
  /** Live sessions one account keeps (SESSION_MAX_PER_ACCOUNT); unset, no cap. */
  maxPerAccount?: number;
}

/**
 * A new session of `userId`. Past the account's cap of live sessions, the least recently used end
 * in the same transaction (`ended` says how many): scripts signing in again and again cannot pile
 * up sessions, and whoever signs in last keeps theirs.
 */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  rules: number | SessionRules,
  device: SessionDevice = {},
) {
  const { ttlSeconds, idleSeconds, maxPerAccount } =
    typeof rules === 'number' ? { ttlSeconds: rules } : rules;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      last_used_at: now.toISOString(),
      user_agent: device.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ip: device.ip || null,
    })
    .execute();
  const ended = maxPerAccount ? await endLeastRecentlyUsed(db, userId, maxPerAccount, idleSeconds, now) : 0;
  return { token, expiresAt, ended };
}

/** Ends the account's live sessions past the `keep` most recently used; ended ones are left to the purge. */
async function endLeastRecentlyUsed(
  db: Kysely<Database>,
  userId: number,
  keep: number,
  idleSeconds: number | undefined,
  now: Date,
) {
  let live = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString());
  if (idleSeconds !== undefined)
    live = live.where('last_used_at', '>', isoAgo(idleSeconds * 1000, now.getTime()));
  const rows = await live.orderBy('last_used_at', 'desc').orderBy('id', 'desc').execute();
  const past = rows.slice(keep).map((row) => row.id);
  if (past.length === 0) return 0;
  await db.deleteFrom('sessions').where('id', 'in', past).execute();
  return past.length;
}

/** The user behind a live token, read fresh so a role change or deletion acts at once. */
export async function findSessionUser(db: Kysely<Database>, token: string, idleSeconds: number) {
  const now = Date.now();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date(now).toISOString())
    .where('sessions.last_used_at', '>', isoAgo(idleSeconds * 1000, now))
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id: sessionId, session_last_used_at: lastUsedAt, ...user } = row;
  if (lastUsedAt <= isoAgo(LAST_USED_REFRESH_MS, now)) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', sessionId)
      .execute();
  }
  return user;
}

export async function revokeSession(db: Kysely<Database>, token: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of the user but `exceptToken`'s; answers how many ended. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, exceptToken?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptToken) query = query.where('token_hash', '!=', hashToken(exceptToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions past their absolute expiry and, given `idleSeconds`, those left idle longer. */
export async function purgeExpiredSessions(db: Kysely<Database>, idleSeconds?: number) {
  const now = Date.now();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        ...(idleSeconds !== undefined ? [eb('last_used_at', '<=', isoAgo(idleSeconds * 1000, now))] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
