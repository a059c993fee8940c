import type { Kysely } from 'kysely';

/**
 * The outbox list by address (GET /api/mail-outbox?recipient=): every mail queued for one visitor,
 * newest first. The unique (purpose, recipient) cannot serve it, since it starts with the purpose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('mail_outbox_recipient_list_idx')
    .on('mail_outbox')
    .columns(['recipient', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_recipient_list_idx').execute();
}
