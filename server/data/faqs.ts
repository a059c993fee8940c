import type { Kysely, Selectable } from 'kysely';
import type { Faq, FaqCategory } from '../../contracts/faq';
import { fromFlag, nowIso, toFlag } from '../db/connection';
import { countRows, reorderRows } from '../db/reorder';
import type { Database, FaqsTable } from '../db/schema';

type FaqValues = {
  question: string;
  answer: string;
  category: FaqCategory;
  order?: number;
  published: boolean;
};

function toFaq(row: Selectable<FaqsTable>): Faq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category as FaqCategory,
    order: row.sort_order,
    published: fromFlag(row.published),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function faqRepository(db: Kysely<Database>) {
  return {
    async list(filter: { published?: boolean; category?: FaqCategory }) {
      let query = db.selectFrom('faqs').selectAll();
      if (filter.published !== undefined) query = query.where('published', '=', toFlag(filter.published));
      if (filter.category) query = query.where('category', '=', filter.category);
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(toFaq);
    },

    async find(id: number) {
      const row = await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toFaq(row) : undefined;
    },

    async create(values: FaqValues) {
      const now = nowIso();
      // Default order: after the last one (the list length plus one, as the back office expects).
      const order = values.order ?? (await countRows(db, 'faqs')) + 1;
      const row = await db
        .insertInto('faqs')
        .values({
          question: values.question,
          answer: values.answer,
          category: values.category,
          sort_order: order,
          published: toFlag(values.published),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toFaq(row);
    },

    async update(id: number, values: FaqValues) {
      const row = await db
        .updateTable('faqs')
        .set({
          question: values.question,
          answer: values.answer,
          category: values.category,
          ...(values.order !== undefined ? { sort_order: values.order } : {}),
          published: toFlag(values.published),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toFaq(row) : undefined;
    },

    async remove(id: number) {
      const result = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    reorder: (items: { id: number; order: number }[]) => reorderRows(db, 'faqs', 'FAQ', items),
  };
}
