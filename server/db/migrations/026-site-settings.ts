import type { Kysely } from 'kysely';
import { required, requiredText } from './columns';

/**
 * Site settings a super admin edits (docs/back-office-screens.md, Settings): one row, id 1. No row is
 * written here: until the first save the repository answers the defaults, which are what the site
 * showed before (contracts/site-settings-defaults.ts), so upgrading changes nothing visible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .$call(requiredText('site_name', 'site_description'))
    .$call(requiredText('social_x', 'social_youtube', 'social_discord', 'social_twitch', 'social_instagram'))
    .$call(requiredText('newsletter_sender_name'))
    .addColumn('banner_enabled', 'integer', required)
    .$call(requiredText('banner_text', 'updated_at'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
