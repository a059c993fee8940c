import type { Kysely } from 'kysely';

/**
 * The subscribers screen's six counters come from one count grouped by status and source; this
 * index holds just those two columns, so the count reads it instead of the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('subscribers_status_source_idx')
    .on('subscribers')
    .columns(['status', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscribers_status_source_idx').execute();
}
