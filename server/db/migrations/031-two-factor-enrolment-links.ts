import type { Kysely } from 'kysely';
import { createMailedLinkTable } from './mailed-link-table';

/**
 * Two-factor enrolment by a mailed link (docs/decisions/0045-two-factor-enrolment-links.md).
 * `users.two_factor_link_required` (0/1) is set when an admin sends the account a link: until two-factor
 * is on, setting it up then needs that link as well as a session. One row per link mailed: the token's
 * SHA-256 for the lookup, and a sealed copy only the mail worker opens to write the link (erased once
 * the link is used or replaced). Rows go with the account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('two_factor_link_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createMailedLinkTable(db, 'two_factor_enrolment_links');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_enrolment_links').execute();
  await db.schema.alterTable('users').dropColumn('two_factor_link_required').execute();
}
