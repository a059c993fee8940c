import type { Kysely } from 'kysely';

/**
 * The bytes the media storage holds, one row (id 1) shared by every instance: the quota is checked
 * and reserved by one conditional UPDATE, so instances writing to one bucket cannot pass it
 * together, and no instance walks a folder or lists a bucket at start. The row is written the first
 * time storage is used, from one walk of what is stored then (server/storage/media-tally.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_tally')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_tally').execute();
}
