import type { Kysely } from 'kysely';
import { createTableWithId, required, userForeignKey } from './columns';
import { createIndexes } from './indexes';

/**
 * Passkeys (docs/decisions/0037-passkeys.md). One row per registered credential: its id and COSE
 * public key (base64url), the signature counter, and what the browser said about it. Ceremony
 * challenges live in their own table so any instance can finish what another began; each is used
 * once and dies after five minutes. Everything goes with the account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'passkeys')
    .$call(userForeignKey)
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', required)
    // Authenticators count up to 2^32 - 1: past a 32-bit signed integer.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('device_type', 'text', required)
    .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('last_used_at', 'text')
    .execute();
  await createIndexes(db, 'passkeys', { passkeys_user_idx: ['user_id'] });
  await createTableWithId(db, 'passkey_challenges')
    // 'register', 'sign_in' (no account yet) or 'second_factor' (bound to a two-factor challenge).
    .addColumn('purpose', 'text', required)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('two_factor_challenge_id', 'integer', (c) =>
      c.references('two_factor_challenges.id').onDelete('cascade'),
    )
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
