import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from './schema';

let savepoints = 0;

/**
 * A new transaction, or a savepoint inside the route's audited one, since Kysely will not nest them
 * (docs/decisions/0017-audit-log.md).
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
