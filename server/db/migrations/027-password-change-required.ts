import type { Kysely } from 'kysely';

/**
 * Accounts whose password no longer meets the password rules (docs/decisions/0040-password-rules.md)
 * are asked to choose a new one. The flag is set at a sign-in whose typed password fails the rules,
 * since only then is the password known, and cleared when the password is changed or reset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_change_required').execute();
}
