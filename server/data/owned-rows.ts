import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

/** Tables whose rows each belong to one owner, and the column that names the owner. */
const OWNER_COLUMN = {
  dev_diary_revisions: 'post_id',
  feedback_attachments: 'feedback_id',
  fighter_history: 'fighter_id',
  passkeys: 'user_id',
  sessions: 'user_id',
} as const;

type OwnedTable = keyof typeof OWNER_COLUMN;

// Kysely cannot narrow a query over a union of tables, so the queries are typed on one of them.
const asOne = (table: OwnedTable) => ({
  table: table as 'passkeys',
  owner: OWNER_COLUMN[table] as 'user_id',
});

/**
 * The row with this id, looked for only among its owner's: another owner's id is not told apart
 * from none (a passkey of another account, an attachment of another feedback).
 */
export async function findOwned<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  ownerId: number,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  const one = asOne(table);
  const row = await db
    .selectFrom(one.table)
    .selectAll()
    .where('id', '=', id)
    .where(one.owner, '=', ownerId)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** Deletes the row with this id if it is its owner's; answers whether one was. */
export async function removeOwned(db: Kysely<Database>, table: OwnedTable, ownerId: number, id: number) {
  const one = asOne(table);
  const result = await db
    .deleteFrom(one.table)
    .where('id', '=', id)
    .where(one.owner, '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
