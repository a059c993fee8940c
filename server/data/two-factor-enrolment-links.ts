import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type NewOneTimeLink, oneTimeLinks } from './one-time-links';

/**
 * The mailed two-factor enrolment links and the account flag that asks for one
 * (docs/decisions/0045-two-factor-enrolment-links.md). "Use once" is one conditional write: two racing
 * confirmations with the same link cannot both pass.
 */
export function enrolmentLinkRepository(db: Kysely<Database>) {
  const links = oneTimeLinks(db, 'two_factor_enrolment_links');
  const setRequired = async (userId: number, required: boolean) => {
    await db
      .updateTable('users')
      .set({ two_factor_link_required: required ? 1 : 0 })
      .where('id', '=', userId)
      .execute();
  };
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
    async create(link: NewOneTimeLink) {
      await setRequired(link.userId, true);
      return links.create(link);
    },

    find: links.find,

    /** The account's link with this token while it is unused and unexpired: another account's does not count. */
    findLive: (userId: number, tokenHash: string) => links.findLive(tokenHash, userId),

    use: links.use,

    /** Two-factor is on: no link is asked for any more (a later set-up, after turning it off, needs none). */
    clearRequired: (userId: number) => setRequired(userId, false),
  };
}
