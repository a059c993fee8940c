import { type Kysely, PostgresAdapter } from 'kysely';
import { searchText } from '../search';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search';

/**
 * Accounts paged, filtered, searched and counted by the server: indexes for the newest-first
 * order and the role filter, and a trigram index over `search_text`, the lower-cased name,
 * username and email that the application writes with each account.
 */
type Db = Kysely<{
  users: { id: number; name: string; username: string; email: string; search_text: string | null };
}>;

async function backfill(db: Db) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name', 'username', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    for (const row of rows)
      await db
        .updateTable('users')
        .set({ search_text: searchText(row.name, row.username, row.email) })
        .where('id', '=', row.id)
        .execute();
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('users').addColumn('search_text', 'text').execute();
  await backfill(db as Db);
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'created_at', 'id']).execute();
  await createTrigramSearch(db, 'users', 'search_text', postgres);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropTrigramSearch(db, 'users', 'search_text', postgres);
  await db.schema.dropIndex('users_role_idx').execute();
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
