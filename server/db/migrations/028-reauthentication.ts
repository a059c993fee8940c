import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Fresh proof and security mails (docs/decisions/0041-fresh-proof-and-security-mails.md).
 *
 * `sessions.reauthenticated_at` is when the session's owner last gave the password or a code again;
 * null means only the sign-in that opened it (`created_at`) counts. `security_notices` keeps what a
 * security mail says (which change, from where), so the outbox row, which holds no body, can be
 * composed by the worker; a notice goes with its account (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('sessions').addColumn('reauthenticated_at', 'text').execute();
  await db.schema
    .createTable('security_notices')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('device', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('security_notices_user_idx').on('security_notices').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_notices').execute();
  await db.schema.alterTable('sessions').dropColumn('reauthenticated_at').execute();
}
