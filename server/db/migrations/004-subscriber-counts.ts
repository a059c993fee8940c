import type { Kysely } from 'kysely';
import { createIndexes, dropIndexes } from './indexes';

/**
 * The subscribers screen's six counters come from one count grouped by status and source; this
 * index holds just those two columns, so the count reads it instead of the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, 'subscribers', { subscribers_status_source_idx: ['status', 'source'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['subscribers_status_source_idx']);
}
