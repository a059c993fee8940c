import type { Kysely } from 'kysely';
import { createMailedLinkTable } from './mailed-link-table';

/**
 * Password reset by email (docs/back-office-screens.md, Forgot password). One row per link mailed:
 * the token's SHA-256 for the lookup, and a sealed copy only the mail worker opens to write the link
 * (erased once the link is used or replaced). Rows go with the account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createMailedLinkTable(db, 'password_resets');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
