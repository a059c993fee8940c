import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';

/** The mailed reset links. "Use once" is one conditional write: two racing completions cannot both pass. */
export function passwordResetRepository(db: Kysely<Database>) {
  return {
    /** A new link for the account; its earlier unused links stop working at once. */
    async create(link: { userId: number; tokenHash: string; tokenSealed: string; expiresAt: string }) {
      const now = nowIso();
      // Links dead for a day serve no one: they go here rather than on a timer.
      await db
        .deleteFrom('password_resets')
        .where('expires_at', '<', new Date(Date.now() - 86_400_000).toISOString())
        .execute();
      await db
        .updateTable('password_resets')
        .set({ used_at: now, token_sealed: null })
        .where('user_id', '=', link.userId)
        .where('used_at', 'is', null)
        .execute();
      return db
        .insertInto('password_resets')
        .values({
          user_id: link.userId,
          token_hash: link.tokenHash,
          token_sealed: link.tokenSealed,
          expires_at: link.expiresAt,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    find(id: number) {
      return db.selectFrom('password_resets').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The link's row while it is unused and unexpired. */
    findLive(tokenHash: string) {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
    },

    async use(id: number) {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: nowIso(), token_sealed: null })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
