import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { addSearchText, dropSearchText } from './trigram-search';
import { createIndexes, dropIndexes } from './indexes';

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
  await createIndexes(db, 'support_messages', {
    support_messages_date_idx: ['created_at', 'id'],
    support_messages_status_date_idx: ['status', 'created_at', 'id'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['support_messages_status_date_idx', 'support_messages_date_idx']);
  await dropSearchText(db, 'support_messages');
}
