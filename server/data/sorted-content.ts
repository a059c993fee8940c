import type { Kysely, Selectable, Updateable } from 'kysely';
import { nowIso } from '../db/connection';
import { countRows } from '../db/reorder';
import type { Database } from '../db/schema';

/** Back-office content the staff put in their own order: chapters, FAQs and game modes. */
type SortedTable = 'chapters' | 'faqs' | 'game_modes';

type SortedContent<T extends SortedTable, Item, Values extends { order?: number }> = {
  table: T;
  /** The table's row mapping (server/db/row-mapping.ts): rows to items, values to columns. */
  rows: {
    read: (row: Selectable<Database[T]>) => Item;
    write: (values: Omit<Values, 'order'>) => Updateable<Database[T]>;
  };
};

// Kysely cannot narrow a query over a union of tables, so the queries are typed on one of them.
const asOne = (db: Kysely<Database>, table: SortedTable) => ({ db, table: table as 'chapters' });

/** find / create / update / remove shared by the sorted content tables; each keeps its own list filter. */
export function sortedContentRepository<T extends SortedTable, Item, Values extends { order?: number }>(
  kysely: Kysely<Database>,
  spec: SortedContent<T, Item, Values>,
) {
  const { db, table } = asOne(kysely, spec.table);
  const toItem = spec.rows.read as unknown as (row: Selectable<Database['chapters']>) => Item;
  // The order is left out of the columns so that an update without one keeps the item's place.
  const columns = ({ order: _order, ...values }: Values) =>
    spec.rows.write(values) as Record<string, unknown>;
  return {
    async find(id: number) {
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    async create(values: Values) {
      const now = nowIso();
      // Default order: after the last one (the list length plus one, as the back office expects).
      const order = values.order ?? (await countRows(db, table)) + 1;
      const row = await db
        .insertInto(table)
        .values({ ...columns(values), sort_order: order, created_at: now, updated_at: now } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toItem(row);
    },

    async update(id: number, values: Values) {
      const row = await db
        .updateTable(table)
        .set({
          ...columns(values),
          // Without an order the item keeps its place.
          ...(values.order !== undefined ? { sort_order: values.order } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toItem(row) : undefined;
    },

    async remove(id: number) {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
