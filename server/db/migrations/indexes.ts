import type { Kysely } from 'kysely';

// Migrations depend on these helpers: they must never change what they generate (see columns.ts).

/** Plain indexes on one table, created in the order given: index name → its columns. */
export async function createIndexes(db: Kysely<unknown>, table: string, indexes: Record<string, string[]>) {
  for (const [name, columns] of Object.entries(indexes))
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops indexes by name, in the order given. */
export async function dropIndexes(db: Kysely<unknown>, names: string[]) {
  for (const name of names) await db.schema.dropIndex(name).execute();
}
