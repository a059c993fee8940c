import type { Kysely } from 'kysely';

/**
 * The locale of the page a subscriber signed up on (docs/decisions/0054-content-translations.md):
 * their mails are written in it. Null is the site's default locale, as LOCALES says when each mail
 * is sent: the sign-ups from before, and those from the default locale's pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscribers').dropColumn('locale').execute();
}
