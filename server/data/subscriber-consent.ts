import { type Kysely, sql } from 'kysely';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';

const MAIL_FIELDS = [
  'id',
  'email',
  'email_key',
  'status',
  'token_version',
  'confirm_sends',
  'locale',
] as const;

/** A pending sign-up has this long to be confirmed before it is deleted. */
export const PENDING_DAYS = 7;

/**
 * The double opt-in's writes on subscribers: confirming, unsubscribing from a mailed link, asking
 * for another confirmation, and deleting sign-ups never confirmed. (The sign-up itself is
 * `subscriberRepository.subscribe`.)
 */
export function consentRepository(db: Kysely<Database>) {
  return {
    /** What a mail token is checked against, and the locale its mail is written in. */
    findForMail: (id: number) =>
      db.selectFrom('subscribers').select(MAIL_FIELDS).where('id', '=', id).executeTakeFirst(),

    /** The same for many at once: a claim of the mail worker's, one query instead of one a mail. */
    findManyForMail: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('subscribers').select(MAIL_FIELDS).where('id', 'in', ids).execute(),

    /**
     * Pending → active, with the time of the confirmation and, when the page sent them, the topics
     * chosen (a bitmask, server/data/subscriber-topics.ts); false when it was not pending.
     */
    async confirm(id: number, topics?: number) {
      const now = nowIso();
      const result = await db
        .updateTable('subscribers')
        .set({
          status: 'active',
          confirmed_at: now,
          updated_at: now,
          ...(topics === undefined ? {} : { topics }),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * `mailingId`: the post mailing whose link was used, counted in its report when that mailing
     * exists (the link's word for it is attribution, not proof).
     */
    async unsubscribe(id: number, mailingId?: number) {
      await db
        .updateTable('subscribers')
        .set((eb) => ({
          status: 'unsubscribed',
          updated_at: nowIso(),
          unsubscribed_mailing_id:
            mailingId === undefined
              ? null
              : eb.selectFrom('post_mailings').select('post_id').where('post_id', '=', mailingId),
        }))
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'active'])
        .execute();
    },

    /** Asks for one more confirmation mail for a pending subscriber; undefined when not pending. */
    requestConfirmation: (id: number) =>
      db
        .updateTable('subscribers')
        .set((eb) => ({ confirm_sends: eb('confirm_sends', '+', 1), confirm_requested_at: nowIso() }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning(['id', 'email_key', 'confirm_sends'])
        .executeTakeFirst(),

    /**
     * Deletes the pending sign-ups not confirmed within PENDING_DAYS, and those whose confirmation
     * bounced (never consent, often a mistyped address); answers how many. A complained one stays:
     * its owner's refusal is kept (docs/decisions/0058-bounces-and-complaints.md).
     */
    async purgeUnconfirmed(now = Date.now()) {
      const before = new Date(now - PENDING_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const result = await db
        .deleteFrom('subscribers')
        // A literal, not a parameter, so that a generic plan (PostgreSQL) can match the partial index.
        .where('status', '=', sql.lit('pending'))
        .where('confirm_requested_at', '<', before)
        .executeTakeFirst();
      const bounced = await db
        .deleteFrom('subscribers')
        .where('status', '=', 'bounced')
        .where('confirmed_at', 'is', null)
        .where('confirm_requested_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows) + Number(bounced.numDeletedRows);
    },
  };
}
