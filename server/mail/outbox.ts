import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { isPostgres, nowIso } from '../db/connection';
import type { Database, MailOutboxTable } from '../db/schema';
import { activeByIdRange } from './active-subscribers';
import type { NewsletterTopic } from '../../contracts/newsletter-topics';
import { subscribedTo } from '../data/subscriber-topics';
import type { FinishedStatus, PrunedRow } from './outbox-statuses';

export type OutboxRow = Selectable<MailOutboxTable>;

/** The mail of one post to every subscriber shares one purpose. */
export const postPurpose = (postId: number) => `post:${postId}`;
export const confirmPurpose = (subscriberId: number, send: number) => `confirm:${subscriberId}:${send}`;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Error text kept on a row: enough to diagnose, never a whole SMTP transcript. */
const clip = (error: string) => error.slice(0, 500);

/**
 * Every mail is a row before it is sent, unique per (purpose, recipient), claimed with a lease
 * (docs/decisions/0016-newsletter-mail.md).
 */
export function outboxRepository(db: Kysely<Database>) {
  const postgres = isPostgres(db);

  return {
    /** Queues one mail unless the same purpose was already queued for the address. */
    async enqueue(mail: { purpose: string; recipient: string; subscriberId: number | null }) {
      const now = nowIso();
      await db
        .insertInto('mail_outbox')
        .values({
          purpose: mail.purpose,
          recipient: mail.recipient,
          subscriber_id: mail.subscriberId,
          status: 'queued',
          next_attempt_at: now,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['purpose', 'recipient']).doNothing())
        .execute();
    },

    /** The active subscribers of `topic` with ids in (afterId, uptoId], in one INSERT … SELECT. */
    async enqueueSubscribers(purpose: string, afterId: number, uptoId: number, topic: NewsletterTopic) {
      const now = nowIso();
      await sql`INSERT INTO mail_outbox (purpose, recipient, subscriber_id, status, attempts, next_attempt_at, created_at)
        SELECT ${purpose}, email_key, id, 'queued', 0, ${now}, ${now} FROM subscribers
        WHERE ${activeByIdRange(postgres)} AND ${subscribedTo(topic)} AND id > ${afterId} AND id <= ${uptoId}
        ON CONFLICT (purpose, recipient) DO NOTHING`.execute(db);
    },

    /**
     * Takes up to `limit` due rows for this worker until the lease ends: first the rows whose
     * worker died holding them (few: at most what was in flight), then the queued ones in order.
     * Two statements, each one range of an index read in order; one statement asking for either
     * (an OR) made both engines gather and sort every queued row, a million on patch day, for
     * each claim.
     */
    async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const now = nowIso();
      const take = (due: SelectQueryBuilder<Database, 'mail_outbox', { id: number }>) =>
        db
          .updateTable('mail_outbox')
          .set((eb) => ({ status: 'sending', lease_until: later(leaseMs), attempts: eb('attempts', '+', 1) }))
          .where('id', 'in', postgres ? due.forUpdate().skipLocked() : due)
          .returningAll()
          .execute();
      const orphaned = await take(
        db
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'sending')
          .where('lease_until', '<', now)
          .orderBy('lease_until')
          .limit(limit),
      );
      const queued =
        orphaned.length >= limit
          ? []
          : await take(
              db
                .selectFrom('mail_outbox')
                .select('id')
                .where('status', '=', 'queued')
                .where('next_attempt_at', '<=', now)
                .orderBy('next_attempt_at')
                .orderBy('id')
                .limit(limit - orphaned.length),
            );
      return [...orphaned, ...queued].sort((a, b) => a.id - b.id);
    },

    /** Right after the SMTP server accepted the mails: the shorter this gap, the rarer a resend. */
    async markSent(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: nowIso(), lease_until: null, last_error: null })
        .where('id', 'in', ids)
        .execute();
    },

    async retryLater(id: number, error: string, delayMs: number) {
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'queued',
          next_attempt_at: later(delayMs),
          lease_until: null,
          last_error: clip(error),
        })
        .where('id', '=', id)
        .execute();
    },

    async finish(id: number, status: 'failed' | 'cancelled', error: string) {
      await db
        .updateTable('mail_outbox')
        .set({ status, lease_until: null, last_error: clip(error) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Hands rows back uncounted, due after `delayMs`: rows this worker claimed but did not try (a
     * clean shutdown), or a mail the SMTP server asked to send later (throttling), which says
     * nothing about the address.
     */
    async release(ids: number[], delayMs = 0, error: string | null = null) {
      if (ids.length === 0) return;
      await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          status: 'queued',
          lease_until: null,
          // Released untried, a row keeps its place in the queue.
          ...(delayMs > 0 ? { next_attempt_at: later(delayMs) } : {}),
          attempts: eb('attempts', '-', 1),
          ...(error === null ? {} : { last_error: clip(error) }),
        }))
        .where('id', 'in', ids)
        .where('status', '=', 'sending')
        .execute();
    },

    /**
     * Deletes up to `limit` rows of a finished `status` queued before `before`, oldest first, and
     * answers what each was (the caller rolls post mailings' rows up into their reports). A row a
     * concurrent prune deleted first is not answered here. Queued and sending rows are never read.
     */
    prune(status: FinishedStatus, before: string, limit: number): Promise<PrunedRow[]> {
      // A literal: the status list also names statuses this schema's type does not know yet.
      const finished = sql<OutboxRow['status']>`${sql.lit(status)}`;
      return db
        .deleteFrom('mail_outbox')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mail_outbox')
            .select('id')
            .where('status', '=', finished)
            .where('created_at', '<', before)
            .orderBy('created_at')
            .limit(limit),
        )
        .returning(['purpose', 'status', 'sent_at'])
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
