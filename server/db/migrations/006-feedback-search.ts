import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { addSearchText, dropSearchText } from './trigram-search';

/**
 * Feedback paged, filtered, searched and counted by the server: indexes for the status filter,
 * the counters and the newest-first order, and a trigram index over `search_text`, the lower-cased
 * name, email and subject that the application writes with each submission.
 */
type Row = { id: number; name: string; email: string; subject: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await addSearchText<Row>(db, 'feedback', {
    columns: ['name', 'email', 'subject'],
    textOf: (row) => searchText(row.name, row.email, row.subject),
  });
  await db.schema.createIndex('feedback_date_idx').on('feedback').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('feedback_status_date_idx')
    .on('feedback')
    .columns(['status', 'created_at', 'id'])
    .execute();
  // A page's attachments are read by feedback id.
  await db.schema
    .createIndex('feedback_attachments_feedback_idx')
    .on('feedback_attachments')
    .columns(['feedback_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_attachments_feedback_idx').execute();
  await db.schema.dropIndex('feedback_status_date_idx').execute();
  await db.schema.dropIndex('feedback_date_idx').execute();
  await dropSearchText(db, 'feedback');
}
