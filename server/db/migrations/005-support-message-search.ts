import { type Kysely, PostgresAdapter } from 'kysely';
import { searchText } from '../search';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search';

/**
 * Support messages paged, filtered and searched by the server: indexes for the status filter and
 * the newest-first order, and a trigram index over `search_text`, the lower-cased name, email,
 * subject and message that the application writes with each message.
 */
type Db = Kysely<{
  support_messages: {
    id: number;
    name: string;
    email: string;
    subject: string;
    message: string;
    search_text: string | null;
  };
}>;

async function backfill(db: Db) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('support_messages')
      .select(['id', 'name', 'email', 'subject', 'message'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    for (const row of rows)
      await db
        .updateTable('support_messages')
        .set({ search_text: searchText(row.name, row.email, row.subject, row.message) })
        .where('id', '=', row.id)
        .execute();
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('support_messages').addColumn('search_text', 'text').execute();
  await backfill(db as Db);
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
  await createTrigramSearch(db, 'support_messages', 'search_text', postgres);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropTrigramSearch(db, 'support_messages', 'search_text', postgres);
  await db.schema.dropIndex('support_messages_status_date_idx').execute();
  await db.schema.dropIndex('support_messages_date_idx').execute();
  await db.schema.alterTable('support_messages').dropColumn('search_text').execute();
}
