import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { addSearchText, dropSearchText } from './trigram-search';

/**
 * Accounts paged, filtered, searched and counted by the server: indexes for the newest-first
 * order and the role filter, and a trigram index over `search_text`, the lower-cased name,
 * username and email that the application writes with each account.
 */
type Row = { id: number; name: string; username: string; email: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await addSearchText<Row>(db, 'users', {
    columns: ['name', 'username', 'email'],
    textOf: (row) => searchText(row.name, row.username, row.email),
  });
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_role_idx').execute();
  await db.schema.dropIndex('users_created_idx').execute();
  await dropSearchText(db, 'users');
}
