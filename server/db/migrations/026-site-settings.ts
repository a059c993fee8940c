import type { Kysely } from 'kysely';

/**
 * Site settings a super admin edits (docs/back-office-screens.md, Settings): one row, id 1. No row is
 * written here: until the first save the repository answers the defaults, which are what the site
 * showed before (contracts/site-settings-defaults.ts), so upgrading changes nothing visible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('site_name', 'text', (c) => c.notNull())
    .addColumn('site_description', 'text', (c) => c.notNull())
    .addColumn('social_x', 'text', (c) => c.notNull())
    .addColumn('social_youtube', 'text', (c) => c.notNull())
    .addColumn('social_discord', 'text', (c) => c.notNull())
    .addColumn('social_twitch', 'text', (c) => c.notNull())
    .addColumn('social_instagram', 'text', (c) => c.notNull())
    .addColumn('newsletter_sender_name', 'text', (c) => c.notNull())
    .addColumn('banner_enabled', 'integer', (c) => c.notNull())
    .addColumn('banner_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
