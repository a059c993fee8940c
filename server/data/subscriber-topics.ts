import { type Kysely, type RawBuilder, sql } from 'kysely';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../contracts/newsletter-topics';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';

/** A topic's bit in `subscribers.topics` (migration 036): its place in the contract's list. */
export const topicBit = (topic: NewsletterTopic) => 1 << NEWSLETTER_TOPICS.indexOf(topic);

export const topicsMask = (topics: readonly NewsletterTopic[]) =>
  topics.reduce((mask, topic) => mask | topicBit(topic), 0);

export const topicsOfMask = (mask: number): NewsletterTopic[] =>
  NEWSLETTER_TOPICS.filter((topic) => (Number(mask) & topicBit(topic)) !== 0);

/**
 * The subscribers of `topic`, as a WHERE condition on `subscribers`: the same one for choosing a
 * mailing's batches (post-mailings.ts) and for queuing them (outbox.ts), so they agree. The bit is
 * a literal: it comes from the fixed list, and a constant lets the planner treat it as one.
 */
export const subscribedTo = (topic: NewsletterTopic): RawBuilder<boolean> =>
  sql<boolean>`(topics & ${sql.lit(topicBit(topic))}) <> 0`;

/** The topics a subscriber chose, read and written from a mailed link (server/forms/). */
export function subscriberTopicsRepository(db: Kysely<Database>) {
  return {
    async read(id: number) {
      const row = await db
        .selectFrom('subscribers')
        .select(['email', 'status', 'topics'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { email: row.email, status: row.status, topics: topicsOfMask(row.topics) };
    },

    /** Only an active subscriber's: false when it is not (any more) active. */
    async write(id: number, topics: readonly NewsletterTopic[]) {
      const result = await db
        .updateTable('subscribers')
        .set({ topics: topicsMask(topics), updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
