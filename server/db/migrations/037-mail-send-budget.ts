import type { Kysely } from 'kysely';

/**
 * The provider's allowance (MAIL_RATE_PER_SECOND) as one token bucket every instance draws from
 * (docs/decisions/0061-mail-at-scale.md): one row, refilled by the elapsed time at each draw.
 * Milliseconds and tokens are doubles: exact for either, and the same type on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_send_budget')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('tokens', 'double precision', (col) => col.notNull())
    .addColumn('granted', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('refilled_at', 'double precision', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_send_budget').execute();
}
