import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { postPurpose } from './outbox';
import { FINISHED_STATUSES, type FinishedStatus, type PrunedRow } from './outbox-statuses';

/** Sent at some point: the report's first and last sent times and its rate count these. */
const DELIVERED: FinishedStatus[] = ['sent', 'bounced', 'complained'];

const postIdOf = (purpose: string) => {
  const match = /^post:(\d+)$/.exec(purpose);
  return match ? Number(match[1]) : undefined;
};

const earlier = (a: string | null, b: string | null) => (a === null || (b !== null && b < a) ? b : a);
const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * A post mailing's report (docs/decisions/0059-mailing-report-and-outbox-retention.md): the live
 * outbox rows counted by status, plus what the prune rolled up of the rows it deleted.
 */
export function mailingReportRepository(db: Kysely<Database>) {
  return {
    /**
     * The mailing's numbers in one statement, so a prune committing meanwhile is seen whole or not
     * at all (never its rows both gone and not yet rolled up). Each count is a range of the
     * `(purpose, status)` index, each sent time one seek of `(purpose, sent_at)`.
     */
    async read(postId: number) {
      const purpose = postPurpose(postId);
      const live = (status: string) =>
        sql<number>`(SELECT count(*) FROM mail_outbox WHERE purpose = ${purpose} AND status = ${sql.lit(status)})`;
      const row = await db
        .selectFrom('post_mailings')
        .selectAll()
        .select([
          live('queued').as('live_queued'),
          live('sending').as('live_sending'),
          ...FINISHED_STATUSES.map((status) => live(status).as(`live_${status}`)),
          sql<string | null>`(SELECT min(sent_at) FROM mail_outbox WHERE purpose = ${purpose})`.as(
            'live_first',
          ),
          sql<string | null>`(SELECT max(sent_at) FROM mail_outbox WHERE purpose = ${purpose})`.as(
            'live_last',
          ),
          sql<number>`(SELECT count(*) FROM subscribers WHERE unsubscribed_mailing_id = ${postId})`.as(
            'unsubscribed',
          ),
        ])
        .where('post_id', '=', postId)
        .executeTakeFirst();
      if (!row) return undefined;
      const counts = row as unknown as Record<string, number | string | null>;
      const total = (status: FinishedStatus) =>
        Number(counts[`live_${status}`] ?? 0) + Number(counts[`pruned_${status}`] ?? 0);
      const firstSentAt = earlier(row.pruned_first_sent_at, row.live_first);
      const lastSentAt = later(row.pruned_last_sent_at, row.live_last);
      const delivered = DELIVERED.reduce((sum, status) => sum + total(status), 0);
      const seconds =
        firstSentAt && lastSentAt ? (Date.parse(lastSentAt) - Date.parse(firstSentAt)) / 1000 : 0;
      return {
        mailing: row,
        queued: Number(row.live_queued) + Number(row.live_sending),
        sent: total('sent'),
        failed: total('failed'),
        cancelled: total('cancelled'),
        bounced: total('bounced'),
        complained: total('complained'),
        unsubscribed: Number(row.unsubscribed),
        firstSentAt,
        lastSentAt,
        // The mails between the first and the last, over the time between them.
        ratePerSecond: delivered > 1 && seconds > 0 ? (delivered - 1) / seconds : null,
      };
    },

    /**
     * Adds the deleted rows of post mailings to their mailings' roll-ups, on the prune's own
     * transaction: the rows go and their counts arrive together. Increments, so two instances
     * pruning at once each add only the rows their own DELETE removed.
     */
    async rollUp(rows: PrunedRow[]) {
      const byPost = new Map<
        number,
        { counts: Map<string, number>; first: string | null; last: string | null }
      >();
      for (const row of rows) {
        const postId = postIdOf(row.purpose);
        if (postId === undefined) continue;
        const entry = byPost.get(postId) ?? { counts: new Map(), first: null, last: null };
        entry.counts.set(row.status, (entry.counts.get(row.status) ?? 0) + 1);
        entry.first = earlier(entry.first, row.sent_at);
        entry.last = later(entry.last, row.sent_at);
        byPost.set(postId, entry);
      }
      for (const [postId, { counts, first, last }] of byPost) {
        const set: Record<string, unknown> = {};
        for (const status of FINISHED_STATUSES) {
          const added = counts.get(status);
          if (added) set[`pruned_${status}`] = sql`${sql.ref(`pruned_${status}`)} + ${added}`;
        }
        if (first !== null)
          set.pruned_first_sent_at = sql`CASE WHEN pruned_first_sent_at IS NULL OR pruned_first_sent_at > ${first} THEN ${first} ELSE pruned_first_sent_at END`;
        if (last !== null)
          set.pruned_last_sent_at = sql`CASE WHEN pruned_last_sent_at IS NULL OR pruned_last_sent_at < ${last} THEN ${last} ELSE pruned_last_sent_at END`;
        if (Object.keys(set).length === 0) continue;
        await db.updateTable('post_mailings').set(set).where('post_id', '=', postId).execute();
      }
    },
  };
}

export type MailingReportRepository = ReturnType<typeof mailingReportRepository>;
