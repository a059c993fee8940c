import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { type ListSearch, addListSearch, dropListSearch } from './trigram-search';

/**
 * Accounts paged, filtered, searched and counted by the server: indexes for the newest-first
 * order and the role filter, and a trigram index over `search_text`, the lower-cased name,
 * username and email that the application writes with each account.
 */
type Row = { id: number; name: string; username: string; email: string };

const search: ListSearch<Row> = {
  columns: ['name', 'username', 'email'],
  textOf: (row) => searchText(row.name, row.username, row.email),
  indexes: {
    users_created_idx: ['created_at', 'id'],
    users_role_idx: ['role', 'created_at', 'id'],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addListSearch(db, 'users', search);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListSearch(db, 'users', search);
}
