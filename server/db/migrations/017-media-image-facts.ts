import type { Kysely } from 'kysely';

/**
 * What the image pipeline learns of an uploaded image (docs/decisions/0031): its size after EXIF
 * orientation, its average colour (the placeholder drawn while it loads), and where its responsive
 * variants stand: 'none' (a video, an animated GIF, or a file from before the pipeline),
 * 'pending' until they are written, 'ready', or 'failed' (the original is served instead).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite alters one at a time.
  await db.schema.alterTable('media').addColumn('width', 'integer').execute();
  await db.schema.alterTable('media').addColumn('height', 'integer').execute();
  await db.schema.alterTable('media').addColumn('color', 'text').execute();
  await db.schema
    .alterTable('media')
    .addColumn('variants', 'text', (col) => col.notNull().defaultTo('none'))
    .execute();
  await db.schema.createIndex('media_variants').on('media').column('variants').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_variants').execute();
  for (const column of ['variants', 'color', 'height', 'width'])
    await db.schema.alterTable('media').dropColumn(column).execute();
}
