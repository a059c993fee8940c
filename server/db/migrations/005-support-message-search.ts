import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { type ListSearch, addListSearch, dropListSearch } from './trigram-search';

/**
 * Support messages paged, filtered and searched by the server: indexes for the status filter and
 * the newest-first order, and a trigram index over `search_text`, the lower-cased name, email,
 * subject and message that the application writes with each message.
 */
type Row = { id: number; name: string; email: string; subject: string; message: string };

const search: ListSearch<Row> = {
  columns: ['name', 'email', 'subject', 'message'],
  textOf: (row) => searchText(row.name, row.email, row.subject, row.message),
  indexes: {
    support_messages_date_idx: ['created_at', 'id'],
    support_messages_status_date_idx: ['status', 'created_at', 'id'],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addListSearch(db, 'support_messages', search);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListSearch(db, 'support_messages', search);
}
