import { type Kysely, sql } from 'kysely';
import { createTableWithId, required } from './columns';
import { createIndexes, dropIndexes } from './indexes';

/**
 * Newsletter mail: the consent record and token version on subscribers, the outbox every mail goes
 * through, and one mailing record per post (so a post is never mailed twice).
 *
 * - `token_version` changes when an unsubscribed address signs up again, so links mailed before
 *   (confirm or unsubscribe) stop working for the new sign-up.
 * - `confirm_sends` numbers the confirmation mails: each one is its own outbox purpose.
 * - `confirm_requested_at` starts the 7 days a pending sign-up has to be confirmed.
 * - The outbox's unique (purpose, recipient) is what keeps a mail from being queued twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['confirmed_at', 'ip_hash', 'confirm_requested_at'])
    await db.schema.alterTable('subscribers').addColumn(column, 'text').execute();
  for (const column of ['token_version', 'confirm_sends'])
    await db.schema
      .alterTable('subscribers')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  // Partial: only pending sign-ups are in it (the purge's read), so the other rows' writes skip it.
  await db.schema
    .createIndex('subscribers_pending_idx')
    .on('subscribers')
    .column('confirm_requested_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await createTableWithId(db, 'mail_outbox')
    .addColumn('purpose', 'text', required)
    .addColumn('recipient', 'text', required)
    .addColumn('subscriber_id', 'integer')
    .addColumn('status', 'text', required)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', required)
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('mail_outbox_purpose_recipient_unique', ['purpose', 'recipient'])
    .execute();
  await createIndexes(db, 'mail_outbox', {
    // The worker's claim: due rows first.
    mail_outbox_due_idx: ['status', 'next_attempt_at'],
    // A post's progress counts its rows by status.
    mail_outbox_purpose_status_idx: ['purpose', 'status'],
  });

  await db.schema
    .createTable('post_mailings')
    .addColumn('post_id', 'integer', (c) => c.primaryKey().references('dev_diaries.id').onDelete('cascade'))
    .addColumn('status', 'text', required)
    .addColumn('last_subscriber_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'text')
    .addColumn('requested_at', 'text', required)
    .addColumn('enqueued_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_mailings').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await dropIndexes(db, ['subscribers_pending_idx']);
  for (const column of ['confirmed_at', 'ip_hash', 'confirm_requested_at', 'token_version', 'confirm_sends'])
    await db.schema.alterTable('subscribers').dropColumn(column).execute();
}
