import type { Kysely } from 'kysely';
import { createTableWithId, required, requiredText } from './columns';
import { createIndexes, dropIndexes } from './indexes';

/**
 * Revision history of dev diary posts, and the index of the visitors' "published and due" filter.
 *
 * A revision is a whole copy of a post's editable fields as they were before a save, so a restore
 * needs nothing else. Who saved is kept as an id and a name: the id goes null when the user is
 * deleted, the name stays readable. Deleting a post deletes its revisions (ON DELETE CASCADE on
 * both engines; SQLite enforces it with `foreign_keys = ON`, set in connection.ts).
 *
 * Visitors read `published = 1 AND date <= now` ordered by date then id (scheduled posts stay
 * hidden until their date); `(published, date, id)` serves that filter, its order and the search
 * for the next scheduled post. It replaces 001's `(published, date)`, which it covers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'dev_diary_revisions')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('dev_diaries.id').onDelete('cascade'))
    .$call(requiredText('title', 'slug', 'excerpt', 'content', 'author', 'tags', 'date'))
    // A plain number: the author may have been deleted since; a restore checks it still exists.
    .addColumn('author_id', 'integer')
    .addColumn('featured', 'integer', required)
    .addColumn('published', 'integer', required)
    .addColumn('saved_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('saved_by_name', 'text', required)
    .addColumn('saved_at', 'text', required)
    .execute();
  await createIndexes(db, 'dev_diary_revisions', { dev_diary_revisions_post_idx: ['post_id', 'id'] });
  await createIndexes(db, 'dev_diaries', { dev_diaries_visible_idx: ['published', 'date', 'id'] });
  await dropIndexes(db, ['dev_diaries_date_idx']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, 'dev_diaries', { dev_diaries_date_idx: ['published', 'date'] });
  await dropIndexes(db, ['dev_diaries_visible_idx']);
  await db.schema.dropTable('dev_diary_revisions').execute();
}
