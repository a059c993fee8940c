import type { Kysely } from 'kysely';

/**
 * A post's cover image (an uploaded media path, or none): shown on the diary card and as the link
 * preview's image. Revisions keep it like every other field an editor save can change.
 */
const TABLES = ['dev_diaries', 'dev_diary_revisions'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('cover_image', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('cover_image').execute();
}
