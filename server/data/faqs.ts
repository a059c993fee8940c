import type { Kysely, Selectable } from 'kysely';
import type { Faq, FaqCategory } from '../../contracts/faq';
import { fromFlag, toFlag } from '../db/connection';
import { reorderRows } from '../db/reorder';
import type { Database, FaqsTable } from '../db/schema';
import { sortedContentRepository } from './sorted-content';

type FaqValues = {
  question: string;
  answer: string;
  category: FaqCategory;
  order?: number;
  published: boolean;
};

function columns(values: FaqValues) {
  return {
    question: values.question,
    answer: values.answer,
    category: values.category,
    published: toFlag(values.published),
  };
}

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
    ...sortedContentRepository(db, { table: 'faqs', toItem: toFaq, columns }),

    async list(filter: { published?: boolean; category?: FaqCategory }) {
      let query = db.selectFrom('faqs').selectAll();
      if (filter.published !== undefined) query = query.where('published', '=', toFlag(filter.published));
      if (filter.category) query = query.where('category', '=', filter.category);
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(toFaq);
    },

    reorder: (items: { id: number; order: number }[]) => reorderRows(db, 'faqs', 'FAQ', items),
  };
}
