import { type Kysely, PostgresAdapter } from 'kysely';
import { searchText } from '../search';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search';

/**
 * The staff's post list paged, filtered, searched and counted by the server: indexes for the
 * newest-first order and the flags, and a trigram index over `search_text`, the lower-cased
 * title, author and tags that the application writes with each post.
 */
type Db = Kysely<{
  dev_diaries: { id: number; title: string; author: string; tags: string; search_text: string | null };
}>;

function tagsOf(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

async function backfill(db: Db) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('dev_diaries')
      .select(['id', 'title', 'author', 'tags'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows)
      await db
        .updateTable('dev_diaries')
        .set({ search_text: searchText(row.title, row.author, ...tagsOf(row.tags)) })
        .where('id', '=', row.id)
        .execute();
    if (rows.length < 500) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('dev_diaries').addColumn('search_text', 'text').execute();
  await backfill(db as Db);
  await db.schema.createIndex('dev_diaries_list_idx').on('dev_diaries').columns(['date', 'id']).execute();
  await db.schema
    .createIndex('dev_diaries_flags_idx')
    .on('dev_diaries')
    .columns(['published', 'featured'])
    .execute();
  await createTrigramSearch(db, 'dev_diaries', 'search_text', postgres);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropTrigramSearch(db, 'dev_diaries', 'search_text', postgres);
  await db.schema.dropIndex('dev_diaries_flags_idx').execute();
  await db.schema.dropIndex('dev_diaries_list_idx').execute();
  await db.schema.alterTable('dev_diaries').dropColumn('search_text').execute();
}
