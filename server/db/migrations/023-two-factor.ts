import type { Kysely } from 'kysely';
import { createTableWithId, required, userForeignKey } from './columns';
import { createIndexes } from './indexes';

/**
 * Two-factor sign-in (docs/decisions/0036-two-factor-sign-in.md). One row per account that has
 * started setting it up: the TOTP secret, encrypted; `enabled_at` stays null until the first code
 * confirms it; `last_used_step` refuses a code's replay. Recovery codes and sign-in challenges are
 * kept only as hashes. Everything goes with the account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_encrypted', 'text', required)
    .addColumn('enabled_at', 'text')
    // A 30-second step counts about 2^26 today: an integer holds it for centuries.
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', required)
    .execute();
  await createTableWithId(db, 'two_factor_recovery_codes')
    .$call(userForeignKey)
    .addColumn('code_hash', 'text', required)
    .addColumn('used_at', 'text')
    .execute();
  await createIndexes(db, 'two_factor_recovery_codes', {
    two_factor_recovery_codes_user_idx: ['user_id', 'code_hash'],
  });
  await createTableWithId(db, 'two_factor_challenges')
    .$call(userForeignKey)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
}
