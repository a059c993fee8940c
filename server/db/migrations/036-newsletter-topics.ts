import { type Kysely, sql } from 'kysely';

/**
 * Newsletter topics (docs/decisions/0060-newsletter-topics-and-preferences.md): a subscriber's as a
 * bitmask, bit i for the i-th topic of contracts/newsletter-topics.ts, so queuing a mailing stays
 * one INSERT … SELECT per batch with `(topics & bit) <> 0`; everyone subscribed so far gets every
 * topic (7: the three topics). A post mailing keeps the topic it was asked for; those asked for
 * before were general news.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscribers')
    .addColumn('topics', 'integer', (col) => col.notNull().defaultTo(7))
    .execute();
  await db.schema
    .alterTable('post_mailings')
    .addColumn('topic', 'text', (col) => col.notNull().defaultTo(sql.lit('news')))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_mailings').dropColumn('topic').execute();
  await db.schema.alterTable('subscribers').dropColumn('topics').execute();
}
