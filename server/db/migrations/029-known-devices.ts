import type { Kysely } from 'kysely';
import { createTableWithId, required, userForeignKey } from './columns';
import { createIndexes } from './indexes';

/**
 * Devices an account has signed in from (docs/decisions/0042-session-limits-and-known-devices.md).
 * A browser keeps a random token in its `bm_device` cookie; only the token's SHA-256 is stored here,
 * with the browser and system it was first seen as and when it was last seen. A sign-in attempt from
 * a known device is counted on that device's budget rather than the account's, and a sign-in from an
 * unknown one mails the owner. Rows go with the account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'known_devices')
    .$call(userForeignKey)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('device', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('last_seen_at', 'text', required)
    .execute();
  // An account's devices, least recently seen first: the ones dropped past the cap per account.
  await createIndexes(db, 'known_devices', { known_devices_user_seen_idx: ['user_id', 'last_seen_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}
