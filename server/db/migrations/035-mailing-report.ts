import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes } from './indexes';

/** The outbox statuses a mailing's report counts, each rolled up when its rows are pruned. */
const ROLLED_UP = ['sent', 'failed', 'cancelled', 'bounced', 'complained'];

/**
 * A post mailing's report (docs/decisions/0059-mailing-report-and-outbox-retention.md).
 *
 * - `subscribers.unsubscribed_mailing_id`: the mailing (its post id) whose link a subscriber left
 *   through.
 * - `post_mailings.pruned_<status>` and `pruned_first_sent_at` / `pruned_last_sent_at`: what the
 *   outbox rows of the mailing said when the retention pruned them, so the report outlives them.
 * - `(purpose, sent_at)`: a mailing's first and last sent times are two index seeks.
 * - `(status, created_at)`: the prune reads the oldest finished rows of each status in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key: it is attribution only, and SQLite cannot drop a column that has one.
  await db.schema.alterTable('subscribers').addColumn('unsubscribed_mailing_id', 'integer').execute();
  await createIndexes(db, 'subscribers', {
    subscribers_unsubscribed_mailing_idx: ['unsubscribed_mailing_id'],
  });
  for (const status of ROLLED_UP)
    await db.schema
      .alterTable('post_mailings')
      .addColumn(`pruned_${status}`, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  for (const column of ['pruned_first_sent_at', 'pruned_last_sent_at'])
    await db.schema.alterTable('post_mailings').addColumn(column, 'text').execute();
  await createIndexes(db, 'mail_outbox', {
    mail_outbox_purpose_sent_idx: ['purpose', 'sent_at'],
    mail_outbox_finished_idx: ['status', 'created_at'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, [
    'mail_outbox_finished_idx',
    'mail_outbox_purpose_sent_idx',
    'subscribers_unsubscribed_mailing_idx',
  ]);
  for (const column of [
    'pruned_last_sent_at',
    'pruned_first_sent_at',
    ...ROLLED_UP.map((s) => `pruned_${s}`),
  ])
    await db.schema.alterTable('post_mailings').dropColumn(column).execute();
  await db.schema.alterTable('subscribers').dropColumn('unsubscribed_mailing_id').execute();
}
