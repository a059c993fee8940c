import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Each status and source is counted over several rows (stripes) on PostgreSQL, one per database
 * connection (its backend pid modulo STRIPES), and read as their sum. With one row, every sign-up
 * updated the same row and held its lock until its commit was on disk: concurrent sign-ups queued
 * one commit after another, and while they queued they held the pool's connections, so a burst of
 * sign-ups on a slow disk kept reads waiting for seconds. With a stripe per connection, sign-ups on
 * different connections never wait for each other and their commits share a disk flush. A stripe
 * may go below zero (an address counted in one stripe and moved on another); only the sum means
 * anything. SQLite writes one transaction at a time anyway: it keeps one stripe, 0.
 */
const STRIPES = 32;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const trackFunction = (stripe: string, conflict: string, removal: 'upsert' | 'update') => {
  const add = `INSERT INTO subscriber_tallies (status, source, ${stripe ? 'stripe, ' : ''}count)
    VALUES (NEW.status, NEW.source, ${stripe ? 's, ' : ''}1)
    ON CONFLICT (${conflict}) DO UPDATE SET count = subscriber_tallies.count + 1;`;
  const remove =
    removal === 'upsert'
      ? `INSERT INTO subscriber_tallies (status, source, stripe, count) VALUES (OLD.status, OLD.source, s, -1)
    ON CONFLICT (${conflict}) DO UPDATE SET count = subscriber_tallies.count - 1;`
      : `UPDATE subscriber_tallies SET count = count - 1 WHERE status = OLD.status AND source = OLD.source;`;
  return sql.raw(`CREATE OR REPLACE FUNCTION subscriber_tallies_track() RETURNS trigger LANGUAGE plpgsql AS $$
    ${stripe ? `DECLARE s smallint := ${stripe};` : ''}
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN ${remove} END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add} END IF;
      RETURN NULL;
    END $$`);
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriber_tallies')
    .addColumn('stripe', 'smallint', (col) => col.notNull().defaultTo(0))
    .execute();
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE subscriber_tallies DROP CONSTRAINT subscriber_tallies_pkey,
    ADD CONSTRAINT subscriber_tallies_pkey PRIMARY KEY (status, source, stripe)`.execute(db);
  await trackFunction(`pg_backend_pid() % ${STRIPES}`, 'status, source, stripe', 'upsert').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // Folded back into one row per status and source, in the same transaction as the trigger.
    await sql`WITH folded AS (DELETE FROM subscriber_tallies RETURNING status, source, count)
      INSERT INTO subscriber_tallies (status, source, stripe, count)
      SELECT status, source, 0, sum(count) FROM folded GROUP BY status, source`.execute(db);
    await sql`ALTER TABLE subscriber_tallies DROP CONSTRAINT subscriber_tallies_pkey,
      ADD CONSTRAINT subscriber_tallies_pkey PRIMARY KEY (status, source)`.execute(db);
    await trackFunction('', 'status, source', 'update').execute(db);
  }
  await db.schema.alterTable('subscriber_tallies').dropColumn('stripe').execute();
}
