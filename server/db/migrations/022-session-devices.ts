import type { Kysely } from 'kysely';

/**
 * Sessions keep the browser (user agent) and address they were opened from, so staff can tell their
 * sessions apart on the settings screen and end one they do not recognise. Sessions opened before
 * this migration have neither (null), which the screen shows as unknown.
 */
const COLUMNS = ['user_agent', 'ip'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('sessions').dropColumn(column).execute();
}
