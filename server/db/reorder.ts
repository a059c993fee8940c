import type { Kysely } from 'kysely';
import { notFound } from '../core/errors';
import { nowIso } from './connection';
import type { Database } from './schema';
import { inTransaction } from './transaction';

/** One transaction: an unknown id rolls it all back, so a list is never half reordered. */
export async function reorderRows(
  db: Kysely<Database>,
  table: 'faqs' | 'chapters',
  label: string,
  items: { id: number; order: number }[],
) {
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    for (const item of items) {
      const result = await trx
        .updateTable(table)
        .set({ sort_order: item.order, updated_at: now })
        .where('id', '=', item.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound(`${label} ${item.id}`);
    }
  });
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
