import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { isPostgres, nowIso } from '../db/connection';
import type { Database } from '../db/schema';
import { publiclyVisible } from '../data/dev-diary-rows';
import { activeByIdRange } from './active-subscribers';
import { type OutboxRepository, postPurpose } from './outbox';
import type { NewsletterTopic } from '../../contracts/newsletter-topics';
import { topicField } from '../../contracts/newsletter-topic-fields';
import { subscribedTo } from '../data/subscriber-topics';

/**
 * Subscribers queued per statement. SQLite runs the statement on the event loop, so a batch is a
 * few milliseconds the site waits for; PostgreSQL runs it in its own process, and fewer, larger
 * statements there save a round trip and a commit each (docs/decisions/0061-mail-at-scale.md).
 */
export const enqueueBatchSize = (postgres: boolean) => (postgres ? 10_000 : 500);
/** How long an instance may hold a mailing it is queuing before another takes over. */
const ENQUEUE_LEASE_MS = 2 * 60_000;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));
const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One mailing per post, ever, queued in resumable batches once the post is visible
 * (docs/decisions/0016-newsletter-mail.md).
 */
export function postMailings(
  db: Kysely<Database>,
  outbox: OutboxRepository,
  log: FastifyBaseLogger,
  batchSize = enqueueBatchSize(isPostgres(db)),
) {
  const postgres = isPostgres(db);
  /**
   * Between two batches: on SQLite as long again as the batch took, so that queuing holds the
   * event loop half the time at most and a visitor's request waits for one batch, not for a run of
   * them; PostgreSQL's batches leave the loop free, so a turn of it is enough there.
   */
  const betweenBatches = (tookMs: number) => (postgres ? yieldToEventLoop() : rest(tookMs));

  /** The next mailing whose post is visible and that no live instance is queuing. */
  async function claimDue() {
    const now = nowIso();
    let due = db
      .selectFrom('post_mailings')
      .innerJoin('dev_diaries', 'dev_diaries.id', 'post_mailings.post_id')
      .select('post_mailings.post_id')
      .where((eb) => publiclyVisible(eb, now))
      .where((eb) =>
        eb.or([
          eb('post_mailings.status', '=', 'waiting'),
          eb.and([eb('post_mailings.status', '=', 'enqueuing'), eb('post_mailings.lease_until', '<', now)]),
        ]),
      )
      .limit(1);
    if (postgres) due = due.modifyEnd(sql`FOR UPDATE OF post_mailings SKIP LOCKED`);
    return db
      .updateTable('post_mailings')
      .set({ status: 'enqueuing', lease_until: later(ENQUEUE_LEASE_MS) })
      .where('post_id', 'in', due)
      .returning(['post_id', 'last_subscriber_id', 'topic'])
      .executeTakeFirst();
  }

  /** The highest id of the next batch of `topic`'s active subscribers after `afterId`, if any. */
  async function batchEnd(afterId: number, topic: NewsletterTopic) {
    const row = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('subscribers')
          .select('id')
          .where(activeByIdRange(postgres))
          .where(subscribedTo(topic))
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(batchSize)
          .as('batch'),
      )
      .select((eb) => eb.fn.max('batch.id').as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? undefined : Number(row.last);
  }

  /**
   * Queues from `from` on; `topic` undefined (a stored topic the list no longer has) mails nobody
   * rather than everyone. A stop in between hands the mailing back to be resumed at once.
   */
  async function enqueue(
    postId: number,
    from: number,
    topic: NewsletterTopic | undefined,
    stopping: () => boolean,
  ) {
    let last = from;
    while (topic) {
      if (stopping()) {
        await db
          .updateTable('post_mailings')
          .set({ lease_until: nowIso() })
          .where('post_id', '=', postId)
          .execute();
        return false;
      }
      const started = performance.now();
      const end = await batchEnd(last, topic);
      if (end === undefined) break;
      await outbox.enqueueSubscribers(postPurpose(postId), last, end, topic);
      last = end;
      await db
        .updateTable('post_mailings')
        .set({ last_subscriber_id: last, lease_until: later(ENQUEUE_LEASE_MS) })
        .where('post_id', '=', postId)
        .execute();
      await betweenBatches(performance.now() - started);
    }
    await db
      .updateTable('post_mailings')
      .set({ status: 'enqueued', lease_until: null, enqueued_at: nowIso() })
      .where('post_id', '=', postId)
      .execute();
    log.info({ postId, topic }, 'post queued for the subscribers');
    return true;
  }

  return {
    /**
     * Asks on `on`, the audited staff transaction, for the subscribers of `topic`; false when it
     * already was asked for (the first request's topic stays).
     */
    async request(postId: number, topic: NewsletterTopic, on: Kysely<Database> = db) {
      const inserted = await on
        .insertInto('post_mailings')
        .values({ post_id: postId, status: 'waiting', requested_at: nowIso(), topic })
        .onConflict((oc) => oc.column('post_id').doNothing())
        .returning('post_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    find: (postId: number) =>
      db.selectFrom('post_mailings').selectAll().where('post_id', '=', postId).executeTakeFirst(),

    /** Queues every due mailing; returns whether anything was queued (the worker then sends). */
    async enqueueDue(stopping: () => boolean = () => false) {
      let any = false;
      for (let claimed = await claimDue(); claimed; claimed = await claimDue()) {
        const topic = topicField.safeParse(claimed.topic).data;
        any = true;
        if (!(await enqueue(claimed.post_id, Number(claimed.last_subscriber_id), topic, stopping))) break;
      }
      return any;
    },
  };
}

export type PostMailings = ReturnType<typeof postMailings>;
