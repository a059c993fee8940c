import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { type ListSearch, addListSearch, dropListSearch } from './trigram-search';
import { createIndexes, dropIndexes } from './indexes';

/**
 * Feedback paged, filtered, searched and counted by the server: indexes for the status filter,
 * the counters and the newest-first order, and a trigram index over `search_text`, the lower-cased
 * name, email and subject that the application writes with each submission.
 */
type Row = { id: number; name: string; email: string; subject: string };

const search: ListSearch<Row> = {
  columns: ['name', 'email', 'subject'],
  textOf: (row) => searchText(row.name, row.email, row.subject),
  indexes: {
    feedback_date_idx: ['created_at', 'id'],
    feedback_status_date_idx: ['status', 'created_at', 'id'],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addListSearch(db, 'feedback', search);
  // A page's attachments are read by feedback id.
  await createIndexes(db, 'feedback_attachments', {
    feedback_attachments_feedback_idx: ['feedback_id', 'position'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['feedback_attachments_feedback_idx']);
  await dropListSearch(db, 'feedback', search);
}
