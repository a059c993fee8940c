import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';

/** The tables of mailed links that work once; they share their columns (schema-one-time-links.ts). */
type OneTimeLinkTable = 'password_resets' | 'two_factor_enrolment_links';

/** A new link: its token hashed for lookup and sealed for the mail worker. */
export interface NewOneTimeLink {
  userId: number;
  tokenHash: string;
  tokenSealed: string;
  expiresAt: string;
}

/**
 * The rows of one kind of mailed link. "Use once" is one conditional write: two racing uses of the
 * same link cannot both pass.
 */
export function oneTimeLinks(db: Kysely<Database>, table: OneTimeLinkTable) {
  return {
    /** A new link for the account; its earlier unused links stop working at once. */
    async create(link: NewOneTimeLink) {
      const now = nowIso();
      // Links dead for a day serve no one: they go here rather than on a timer.
      await db
        .deleteFrom(table)
        .where('expires_at', '<', new Date(Date.now() - 86_400_000).toISOString())
        .execute();
      await db
        .updateTable(table)
        .set({ used_at: now, token_sealed: null })
        .where('user_id', '=', link.userId)
        .where('used_at', 'is', null)
        .execute();
      return db
        .insertInto(table)
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
      return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The link's row while it is unused and unexpired; with `userId`, only that account's. */
    findLive(tokenHash: string, userId?: number) {
      let query = db
        .selectFrom(table)
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso());
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      return query.executeTakeFirst();
    },

    async use(id: number) {
      const result = await db
        .updateTable(table)
        .set({ used_at: nowIso(), token_sealed: null })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
