import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { type ListSearch, addListSearch, dropListSearch } from './trigram-search';

/**
 * The staff's post list paged, filtered, searched and counted by the server: indexes for the
 * newest-first order and the flags, and a trigram index over `search_text`, the lower-cased
 * title, author and tags that the application writes with each post.
 */
type Row = { id: number; title: string; author: string; tags: string };

function tagsOf(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const search: ListSearch<Row> = {
  columns: ['title', 'author', 'tags'],
  textOf: (row) => searchText(row.title, row.author, ...tagsOf(row.tags)),
  // Posts carry their whole text: smaller batches.
  batch: 500,
  indexes: {
    dev_diaries_list_idx: ['date', 'id'],
    dev_diaries_flags_idx: ['published', 'featured'],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addListSearch(db, 'dev_diaries', search);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListSearch(db, 'dev_diaries', search);
}
