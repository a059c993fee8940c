import type { Kysely } from 'kysely';
import { required } from './columns';
import { createIndexes, dropIndexes } from './indexes';

/**
 * Bounces and complaints (docs/decisions/0058-bounces-and-complaints.md). A subscriber whose mail
 * bounced for good, or who reported it as spam, gets the status `bounced` or `complained` (the
 * tallies' triggers count any status), with why and when. Soft bounces are counted on the row with
 * the time of the last one and the outbox row it came from, so a retry of one mail counts once.
 * The Mailgun webhook's tokens are kept for the replay window, shared by every instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('suppressed_reason', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('suppressed_at', 'text').execute();
  await db.schema
    .alterTable('subscribers')
    .addColumn('soft_bounces', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('subscribers').addColumn('soft_bounced_at', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('soft_bounce_mail_id', 'integer').execute();

  await db.schema
    .createTable('mail_webhook_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'text', required)
    .execute();
  await createIndexes(db, 'mail_webhook_tokens', { mail_webhook_tokens_seen_idx: ['seen_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['mail_webhook_tokens_seen_idx']);
  await db.schema.dropTable('mail_webhook_tokens').execute();
  for (const column of [
    'soft_bounce_mail_id',
    'soft_bounced_at',
    'soft_bounces',
    'suppressed_at',
    'suppressed_reason',
  ])
    await db.schema.alterTable('subscribers').dropColumn(column).execute();
}
