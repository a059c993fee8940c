import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { searchKey } from '../db/search';
import { suppressionRepository } from '../data/suppressions';
import type { OutboxRow } from './outbox';
import type { SendFailure } from './transport';
import { isSubscriberMail } from './verp';

/** The SMTP commands whose refusal is about the recipient or the mail itself. */
const ABOUT_THE_MAIL = new Set(['RCPT TO', 'DATA']);

/** What a report says of a mail: undeliverable for good, not yet, or reported as spam. */
export type BounceKind = 'hard' | 'soft' | 'complaint';

/**
 * Where bounces and complaints end: the refused send (the worker), a delivery report or feedback
 * report at the bounce address, a provider's webhook. Each sets the subscriber's status with the
 * reason and time, and a mail reported after it was sent takes the report's status
 * (docs/decisions/0058-bounces-and-complaints.md). Mail to staff accounts is not tracked.
 */
export function bounceService(db: Kysely<Database>, log: FastifyBaseLogger) {
  const suppressions = suppressionRepository(db);

  async function record(
    subscriberId: number,
    mailId: number | null,
    kind: BounceKind,
    reason: string,
    via: string,
  ) {
    if (kind === 'soft') {
      // One that names no mail is not counted: its retries could not be told from new mails.
      if (mailId !== null) await suppressions.softBounce(subscriberId, mailId, reason, via);
      return;
    }
    const status = kind === 'hard' ? 'bounced' : 'complained';
    if (mailId !== null) await suppressions.markMail(mailId, status, reason);
    const changed = await suppressions.suppress(subscriberId, { status, reason }, via);
    if (changed) log.info({ subscriberId, status, via }, 'subscriber suppressed');
  }

  return {
    /**
     * The worker's refused send: a 5xx, or a temporary refusal given up on, is hard. Its row stays
     * `failed` (only a mail that was sent takes a report's status). Only the server's answer to the
     * recipient or the message counts: a connection, sign-in or sender problem is the site's, and
     * would otherwise bounce the whole list during an outage.
     */
    async onSendFailure(row: OutboxRow, failure: SendFailure & { final: boolean }) {
      if (!isSubscriberMail(row) || !ABOUT_THE_MAIL.has(failure.command ?? '')) return;
      const hard = failure.permanent || failure.final;
      const via = hard && !failure.permanent ? 'given up after retries' : 'refused when sent';
      await record(row.subscriber_id!, row.id, hard ? 'hard' : 'soft', failure.message, via);
    },

    /** A report naming one outbox row; false when the row is unknown or no subscriber mail. */
    async reportMail(mailId: number, kind: BounceKind, reason: string, via: string) {
      const row = await db
        .selectFrom('mail_outbox')
        .select(['id', 'purpose', 'subscriber_id'])
        .where('id', '=', mailId)
        .executeTakeFirst();
      if (!row || !isSubscriberMail(row)) return false;
      await record(row.subscriber_id!, row.id, kind, reason, via);
      return true;
    },

    /** A report naming only the address; false when no subscriber has it. */
    async reportAddress(email: string, kind: BounceKind, reason: string, via: string) {
      const subscriber = await suppressions.findByAddress(searchKey(email) ?? '');
      if (!subscriber) return false;
      await record(subscriber.id, null, kind, reason, via);
      return true;
    },
  };
}

export type BounceService = ReturnType<typeof bounceService>;
