import type { Kysely } from 'kysely';

/**
 * The outbox list (GET /api/mail-outbox) reads newest first, by status (the failed mails) or by
 * purpose (one post's mailing, up to a row per subscriber): each index ends with the id, so a
 * page is a range of the index in order however many mails were ever sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('mail_outbox_status_list_idx')
    .on('mail_outbox')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_purpose_list_idx')
    .on('mail_outbox')
    .columns(['purpose', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_purpose_list_idx').execute();
  await db.schema.dropIndex('mail_outbox_status_list_idx').execute();
}
