import type { Kysely } from 'kysely';
import type { AccountSession } from '../../contracts/account';
import type { Database } from '../db/schema';
import { hashToken } from '../auth/sessions';

/**
 * One account's sessions as the settings screen lists them. Only live ones count: past their expiry
 * or idle longer than SESSION_IDLE_TIMEOUT, a session no longer signs anyone in (sessions.ts), even
 * before the periodic purge removes its row.
 */
export function sessionRepository(db: Kysely<Database>) {
  return {
    async listLive(
      userId: number,
      idleSeconds: number,
      currentToken: string | null,
    ): Promise<AccountSession[]> {
      const now = Date.now();
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'token_hash', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', new Date(now).toISOString())
        .where('last_used_at', '>', new Date(now - idleSeconds * 1000).toISOString())
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const currentHash = currentToken ? hashToken(currentToken) : null;
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        expiresAt: row.expires_at,
        current: row.token_hash === currentHash,
      }));
    },

    /** The user's own session by id, or undefined: another account's id is not told apart from none. */
    async findOwn(userId: number, id: number) {
      return db
        .selectFrom('sessions')
        .select(['id', 'token_hash', 'user_agent', 'ip'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async remove(userId: number, id: number) {
      const result = await db
        .deleteFrom('sessions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
