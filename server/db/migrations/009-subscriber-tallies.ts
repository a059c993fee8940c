import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The subscribers counted by status and source, kept exact by triggers in the same transaction as
 * each write. The counters, the dashboard and the total of an unsearched list read these six rows
 * instead of counting a million: on SQLite such a count holds the event loop for hundreds of
 * milliseconds, and on PostgreSQL it costs a scan per page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('subscriber_tallies')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('count', postgres ? 'bigint' : 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('subscriber_tallies_pkey', ['status', 'source'])
    .execute();
  await sql`INSERT INTO subscriber_tallies (status, source, count)
    SELECT status, source, count(*) FROM subscribers GROUP BY status, source`.execute(db);

  const add = (row: string) =>
    sql.raw(`INSERT INTO subscriber_tallies (status, source, count)
    VALUES (${row}.status, ${row}.source, 1)
    ON CONFLICT (status, source) DO UPDATE SET count = subscriber_tallies.count + 1;`);
  const remove = (row: string) =>
    sql.raw(`UPDATE subscriber_tallies SET count = count - 1
    WHERE status = ${row}.status AND source = ${row}.source;`);

  if (postgres) {
    await sql`CREATE FUNCTION subscriber_tallies_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN ${remove('OLD')} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW')} END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER subscriber_tallies_track
      AFTER INSERT OR DELETE OR UPDATE OF status, source ON subscribers
      FOR EACH ROW EXECUTE FUNCTION subscriber_tallies_track()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER subscriber_tallies_insert AFTER INSERT ON subscribers
    BEGIN ${add('new')} END`.execute(db);
  await sql`CREATE TRIGGER subscriber_tallies_delete AFTER DELETE ON subscribers
    BEGIN ${remove('old')} END`.execute(db);
  await sql`CREATE TRIGGER subscriber_tallies_update AFTER UPDATE OF status, source ON subscribers
    BEGIN ${remove('old')} ${add('new')} END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`DROP TRIGGER subscriber_tallies_track ON subscribers`.execute(db);
    await sql`DROP FUNCTION subscriber_tallies_track()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update'])
      await sql`DROP TRIGGER ${sql.id(`subscriber_tallies_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('subscriber_tallies').execute();
}
