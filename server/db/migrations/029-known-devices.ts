import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Devices an account has signed in from (docs/decisions/0042-session-limits-and-known-devices.md).
 * A browser keeps a random token in its `bm_device` cookie; only the token's SHA-256 is stored here,
 * with the browser and system it was first seen as and when it was last seen. A sign-in attempt from
 * a known device is counted on that device's budget rather than the account's, and a sign-in from an
 * unknown one mails the owner. Rows go with the account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('known_devices')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  // An account's devices, least recently seen first: the ones dropped past the cap per account.
  await db.schema
    .createIndex('known_devices_user_seen_idx')
    .on('known_devices')
    .columns(['user_id', 'last_seen_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}
