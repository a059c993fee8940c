import type { Kysely } from 'kysely';
import { createTableWithId, required } from './columns';
import { createIndexes } from './indexes';

/**
 * The patch history of each fighter: one row per save that changed its stats or abilities,
 * written in the same transaction as the change. `changes` is JSON text (the same on both
 * engines); deleting a fighter deletes its history, deleting a post only unlinks it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'fighter_history')
    .addColumn('fighter_id', 'integer', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('at', 'text', required)
    .addColumn('changes', 'text', required)
    .addColumn('version', 'text')
    .addColumn('post_id', 'integer', (c) => c.references('dev_diaries.id').onDelete('set null'))
    // JSON text: the stats and abilities before the entry's first save, which later saves of the
    // same patch are compared with (null for entries that take no more saves).
    .addColumn('baseline', 'text')
    .execute();
  await createIndexes(db, 'fighter_history', {
    // The fighter page lists one fighter's entries newest first.
    fighter_history_fighter_idx: ['fighter_id', 'at', 'id'],
    // Deleting a post looks up the entries that link to it.
    fighter_history_post_idx: ['post_id'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fighter_history').execute();
}
