import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes } from './indexes';

/**
 * The outbox list by address (GET /api/mail-outbox?recipient=): every mail queued for one visitor,
 * newest first. The unique (purpose, recipient) cannot serve it, since it starts with the purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, 'mail_outbox', { mail_outbox_recipient_list_idx: ['recipient', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['mail_outbox_recipient_list_idx']);
}
