import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Only the SHA-256 of a token is stored: a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<Database>, userId: number, ttlSeconds: number) {
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
    })
    .execute();
  return { token, expiresAt };
}

/** The user behind a live token, read fresh so a role change or deletion acts at once. */
export async function findSessionUser(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, token: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function revokeUserSessions(db: Kysely<Database>, userId: number, exceptToken?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptToken) query = query.where('token_hash', '!=', hashToken(exceptToken));
  await query.execute();
}

export async function purgeExpiredSessions(db: Kysely<Database>) {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
}
