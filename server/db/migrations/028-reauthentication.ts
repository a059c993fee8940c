import type { Kysely } from 'kysely';
import { createTableWithId, required, userForeignKey } from './columns';
import { createIndexes } from './indexes';

/**
 * Fresh proof and security mails (docs/decisions/0041-fresh-proof-and-security-mails.md).
 *
 * `sessions.reauthenticated_at` is when the session's owner last gave the password or a code again;
 * null means only the sign-in that opened it (`created_at`) counts. `security_notices` keeps what a
 * security mail says (which change, from where), so the outbox row, which holds no body, can be
 * composed by the worker; a notice goes with its account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('reauthenticated_at', 'text').execute();
  await createTableWithId(db, 'security_notices')
    .$call(userForeignKey)
    .addColumn('kind', 'text', required)
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('device', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await createIndexes(db, 'security_notices', { security_notices_user_idx: ['user_id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_notices').execute();
  await db.schema.alterTable('sessions').dropColumn('reauthenticated_at').execute();
}
