import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes } from './indexes';

/**
 * The outbox list (GET /api/mail-outbox) reads newest first, by status (the failed mails) or by
 * purpose (one post's mailing, up to a row per subscriber): each index ends with the id, so a
 * page is a range of the index in order however many mails were ever sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, 'mail_outbox', {
    mail_outbox_status_list_idx: ['status', 'id'],
    mail_outbox_purpose_list_idx: ['purpose', 'id'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['mail_outbox_purpose_list_idx', 'mail_outbox_status_list_idx']);
}
