import { type Kysely, PostgresAdapter } from 'kysely';
import { searchText } from '../search';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search';

/**
 * Feedback paged, filtered, searched and counted by the server: indexes for the status filter,
 * the counters and the newest-first order, and a trigram index over `search_text`, the lower-cased
 * name, email and subject that the application writes with each submission.
 */
type Db = Kysely<{
  feedback: { id: number; name: string; email: string; subject: string; search_text: string | null };
}>;

async function backfill(db: Db) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('feedback')
      .select(['id', 'name', 'email', 'subject'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    for (const row of rows)
      await db
        .updateTable('feedback')
        .set({ search_text: searchText(row.name, row.email, row.subject) })
        .where('id', '=', row.id)
        .execute();
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('feedback').addColumn('search_text', 'text').execute();
  await backfill(db as Db);
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
  await createTrigramSearch(db, 'feedback', 'search_text', postgres);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropTrigramSearch(db, 'feedback', 'search_text', postgres);
  await db.schema.dropIndex('feedback_attachments_feedback_idx').execute();
  await db.schema.dropIndex('feedback_status_date_idx').execute();
  await db.schema.dropIndex('feedback_date_idx').execute();
  await db.schema.alterTable('feedback').dropColumn('search_text').execute();
}
