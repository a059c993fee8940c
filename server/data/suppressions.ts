import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record';
import { nowIso } from '../db/connection';
import type { Database, SubscribersTable } from '../db/schema';

/**
 * Soft bounces (a full mailbox, a greylisting server) of this many distinct mails in a row, with
 * no mail accepted in between, make the address bounced (docs/decisions/0058-bounces-and-complaints.md).
 */
export const SOFT_BOUNCE_LIMIT = 3;

/** Whose mail is stopped, and why (the mail server's words, clipped). */
export type Suppression = { status: 'bounced' | 'complained'; reason: string };

/** Who the audit log says suppressed an address: no person, the mail loop itself. */
export const MAIL_ACTOR = { id: null, username: 'mail' } as const;

const REASON_MAX = 500;

/**
 * The subscriber writes of bounces and complaints. A bounce stops a pending or active address; a
 * complaint stops any address but one already complained (an unsubscribed or bounced owner who
 * reports spam is told apart). Each change is audited in the same transaction, as `mail`.
 */
export function suppressionRepository(db: Kysely<Database>) {
  /** Suppresses the subscriber; false when its status kept it as it was. */
  async function suppress(subscriberId: number, { status, reason }: Suppression, via: string) {
    return db.transaction().execute(async (trx) => {
      const from: SubscribersTable['status'][] =
        status === 'bounced' ? ['pending', 'active'] : ['pending', 'active', 'unsubscribed', 'bounced'];
      const now = nowIso();
      const row = await trx
        .updateTable('subscribers')
        .set({
          status,
          suppressed_reason: reason.slice(0, REASON_MAX),
          suppressed_at: now,
          updated_at: now,
          soft_bounces: 0,
          soft_bounced_at: null,
          soft_bounce_mail_id: null,
        })
        .where('id', '=', subscriberId)
        .where('status', 'in', from)
        .returning(['id', 'email'])
        .executeTakeFirst();
      if (!row) return false;
      await recordAudit(trx, {
        action: status === 'bounced' ? 'mail_bounce' : 'mail_complaint',
        entity: 'subscriber',
        entityId: row.id,
        label: row.email,
        summary: `${via}: ${reason}`,
        actor: MAIL_ACTOR,
        ip: null,
      });
      return true;
    });
  }

  return {
    suppress,

    /**
     * Counts a soft bounce of mail `mailId`; at SOFT_BOUNCE_LIMIT the address is bounced. The count
     * restarts when a mail to the address was accepted since the last soft bounce: read here,
     * lazily, so a sent mail costs no write on the subscriber.
     */
    async softBounce(subscriberId: number, mailId: number, reason: string, via: string) {
      const subscriber = await db
        .selectFrom('subscribers')
        .select(['status', 'email_key', 'soft_bounces', 'soft_bounced_at', 'soft_bounce_mail_id'])
        .where('id', '=', subscriberId)
        .executeTakeFirst();
      if (!subscriber || (subscriber.status !== 'pending' && subscriber.status !== 'active')) return;
      // A mail retried after each temporary refusal counts once, and so does each older one still
      // being retried: mails are numbered as they are queued, so only a newer mail counts again.
      if (subscriber.soft_bounce_mail_id !== null && mailId <= subscriber.soft_bounce_mail_id) return;
      const last = subscriber.soft_bounced_at;
      const acceptedSince =
        last !== null &&
        (await db
          .selectFrom('mail_outbox')
          .select('id')
          .where('recipient', '=', subscriber.email_key)
          .where('status', '=', 'sent')
          .where('sent_at', '>', last)
          .where('id', '!=', mailId)
          .limit(1)
          .executeTakeFirst()) !== undefined;
      const count = last === null || acceptedSince ? 1 : subscriber.soft_bounces + 1;
      if (count >= SOFT_BOUNCE_LIMIT)
        return suppress(
          subscriberId,
          { status: 'bounced', reason: `${count} soft bounces in a row, the last: ${reason}` },
          via,
        );
      await db
        .updateTable('subscribers')
        .set({ soft_bounces: count, soft_bounced_at: nowIso(), soft_bounce_mail_id: mailId })
        .where('id', '=', subscriberId)
        .execute();
    },

    /** A sent mail reported back as bounced or complained about: the per-mailing counts show it. */
    async markMail(mailId: number, status: 'bounced' | 'complained', reason: string) {
      await db
        .updateTable('mail_outbox')
        .set({ status, last_error: reason.slice(0, REASON_MAX) })
        .where('id', '=', mailId)
        // A complaint outranks a bounce report of the same mail; a failed or queued row stays so.
        .where('status', 'in', status === 'bounced' ? ['sent'] : ['sent', 'bounced'])
        .execute();
    },

    /** The subscriber of an address, for a report that names no mail. */
    findByAddress: (emailKey: string) =>
      db.selectFrom('subscribers').select('id').where('email_key', '=', emailKey).executeTakeFirst(),

    /**
     * Remembers a webhook token; false when it was seen already (a replay). Tokens older than
     * `windowMs` are dropped first: a request that old is refused by its timestamp anyway.
     */
    async firstUseOfToken(token: string, windowMs: number) {
      const now = Date.now();
      await db
        .deleteFrom('mail_webhook_tokens')
        .where('seen_at', '<', new Date(now - windowMs).toISOString())
        .execute();
      const inserted = await db
        .insertInto('mail_webhook_tokens')
        .values({ token, seen_at: new Date(now).toISOString() })
        .onConflict((oc) => oc.column('token').doNothing())
        .returning('token')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type SuppressionRepository = ReturnType<typeof suppressionRepository>;
