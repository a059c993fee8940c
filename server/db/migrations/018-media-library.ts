import type { Kysely } from 'kysely';
import { searchText } from '../search';
import { type ListSearch, addListSearch, dropListSearch } from './trigram-search';

/**
 * The media library: each file's alt text and caption, edited by the staff, and the list paged,
 * filtered by kind and searched over the file name, alt text and caption, newest first.
 */
type Row = { id: number; original_name: string; alt_text: string; caption: string };

const search: ListSearch<Row> = {
  columns: ['original_name', 'alt_text', 'caption'],
  textOf: (row) => searchText(row.original_name, row.alt_text, row.caption),
  indexes: { media_created_idx: ['created_at', 'id'], media_kind_idx: ['kind', 'created_at', 'id'] },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['alt_text', 'caption'])
    await db.schema
      .alterTable('media')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  await addListSearch(db, 'media', search);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListSearch(db, 'media', search);
  for (const column of ['caption', 'alt_text'])
    await db.schema.alterTable('media').dropColumn(column).execute();
}
