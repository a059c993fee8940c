import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { addSearchText, dropSearchText } from './trigram-search';

/**
 * Support messages paged, filtered and searched by the server: indexes for the status filter and
 * the newest-first order, and a trigram index over `search_text`, the lower-cased name, email,
 * subject and message that the application writes with each message.
 */
type Row = { id: number; name: string; email: string; subject: string; message: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await addSearchText<Row>(db, 'support_messages', {
    columns: ['name', 'email', 'subject', 'message'],
    textOf: (row) => searchText(row.name, row.email, row.subject, row.message),
  });
  await db.schema
    .createIndex('support_messages_date_idx')
    .on('support_messages')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('support_messages_status_date_idx')
    .on('support_messages')
    .columns(['status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('support_messages_status_date_idx').execute();
  await db.schema.dropIndex('support_messages_date_idx').execute();
  await dropSearchText(db, 'support_messages');
}
