import type { Kysely } from 'kysely';

/**
 * Sessions remember when they were last used, so one left unused past SESSION_IDLE_TIMEOUT ends
 * before its absolute expiry. Sessions that exist already count as used now: each keeps one idle
 * period rather than all signing out at the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    // SQLite adds a NOT NULL column only with a default; the epoch reads as "idle" if ever left.
    .addColumn('last_used_at', 'text', (c) => c.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
    .execute();
  await (db as Kysely<{ sessions: { last_used_at: string } }>)
    .updateTable('sessions')
    .set({ last_used_at: new Date().toISOString() })
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_user_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
