import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from './schema';

let savepoints = 0;

/**
 * Runs `work` in a transaction: a new one, or, when `db` already is a transaction, a savepoint in
 * it. Kysely refuses to nest transactions, and a repository that needs one (a fighter with its
 * abilities, a post with its revision) must also run inside the route's audited transaction, so
 * its change and the audit entry commit or roll back together. The savepoint keeps the inner
 * block's own all-or-nothing: a failure inside it undoes only it (a post save retried with the
 * next free slug), and on PostgreSQL leaves the outer transaction usable.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(work);
  const name = sql.raw(`nested_${++savepoints}`);
  await sql`SAVEPOINT ${name}`.execute(db);
  try {
    const result = await work(db as Transaction<Database>);
    await sql`RELEASE SAVEPOINT ${name}`.execute(db);
    return result;
  } catch (error) {
    // The outer transaction may be gone with its connection; the original error says more.
    await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(db).catch(() => undefined);
    throw error;
  }
}
