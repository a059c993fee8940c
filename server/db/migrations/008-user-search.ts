import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { addSearchText, dropSearchText } from './trigram-search';
import { createIndexes, dropIndexes } from './indexes';

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
  await createIndexes(db, 'users', {
    users_created_idx: ['created_at', 'id'],
    users_role_idx: ['role', 'created_at', 'id'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['users_role_idx', 'users_created_idx']);
  await dropSearchText(db, 'users');
}
