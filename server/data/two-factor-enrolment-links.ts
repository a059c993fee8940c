import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';

/**
 * The mailed two-factor enrolment links and the account flag that asks for one
 * (docs/decisions/0045-two-factor-enrolment-links.md). "Use once" is one conditional write: two racing
 * confirmations with the same link cannot both pass.
 */
export function enrolmentLinkRepository(db: Kysely<Database>) {
  return {
    /** Whether set-up of this account needs a link (the flag an admin sets by sending one). */
    async isRequired(userId: number) {
      const row = await db
        .selectFrom('users')
        .select('two_factor_link_required')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Boolean(row?.two_factor_link_required);
    },

    /**
     * Sets the flag and makes a new link; the account's earlier unused links stop working at once,
     * so only the newest mail works.
     */
    async create(link: { userId: number; tokenHash: string; tokenSealed: string; expiresAt: string }) {
      const now = nowIso();
      // Links dead for a day serve no one: they go here rather than on a timer.
      await db
        .deleteFrom('two_factor_enrolment_links')
        .where('expires_at', '<', new Date(Date.now() - 86_400_000).toISOString())
        .execute();
      await db
        .updateTable('two_factor_enrolment_links')
        .set({ used_at: now, token_sealed: null })
        .where('user_id', '=', link.userId)
        .where('used_at', 'is', null)
        .execute();
      await db
        .updateTable('users')
        .set({ two_factor_link_required: 1 })
        .where('id', '=', link.userId)
        .execute();
      return db
        .insertInto('two_factor_enrolment_links')
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
      return db.selectFrom('two_factor_enrolment_links').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The account's link with this token while it is unused and unexpired: another account's does not count. */
    findLive(userId: number, tokenHash: string) {
      return db
        .selectFrom('two_factor_enrolment_links')
        .selectAll()
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
    },

    async use(id: number) {
      const result = await db
        .updateTable('two_factor_enrolment_links')
        .set({ used_at: nowIso(), token_sealed: null })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Two-factor is on: no link is asked for any more (a later set-up, after turning it off, needs none). */
    async clearRequired(userId: number) {
      await db.updateTable('users').set({ two_factor_link_required: 0 }).where('id', '=', userId).execute();
    },
  };
}
