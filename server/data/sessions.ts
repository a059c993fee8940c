import type { Kysely } from 'kysely';
import type { AccountSession } from '../../contracts/account';
import type { Database } from '../db/schema';
import { deviceName } from '../auth/device-name';
import { hashToken } from '../auth/sessions';
import { removeOwned } from './owned-rows';
import { type Page, pagedList } from './paged-list';

/**
 * One account's sessions as the settings screen lists them, a page at a time, most recently used
 * first. Only live ones count: past their expiry or idle longer than SESSION_IDLE_TIMEOUT, a session
 * no longer signs anyone in (sessions.ts), even before the periodic purge removes its row. Each is
 * named by its browser and system, read from the stored user agent, which is never sent as it is.
 */
export function sessionRepository(db: Kysely<Database>) {
  return {
    async pageLive(
      userId: number,
      idleSeconds: number,
      currentToken: string | null,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<Page<AccountSession>> {
      const now = Date.now();
      const { rows, total, totalExact } = await pagedList(db, 'sessions').page({
        where: () => (eb) =>
          eb.and([
            eb('user_id', '=', userId),
            eb('expires_at', '>', new Date(now).toISOString()),
            eb('last_used_at', '>', new Date(now - idleSeconds * 1000).toISOString()),
          ]),
        order: { column: 'last_used_at', direction: 'desc' },
        limit,
        offset,
      });
      const currentHash = currentToken ? hashToken(currentToken) : null;
      return {
        rows: rows.map((row) => ({
          id: row.id,
          device: deviceName(row.user_agent),
          ip: row.ip,
          createdAt: row.created_at,
          lastUsedAt: row.last_used_at,
          expiresAt: row.expires_at,
          current: row.token_hash === currentHash,
        })),
        total,
        totalExact,
      };
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

    remove: (userId: number, id: number) => removeOwned(db, 'sessions', userId, id),
  };
}
