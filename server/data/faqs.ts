import type { Kysely, Selectable } from 'kysely';
import { type Faq, type FaqCategory, faqSchema } from '../../contracts/faq';
import { toFlag } from '../db/connection';
import { reorderRows } from '../db/reorder';
import { rowMapping } from '../db/row-mapping';
import type { Database, FaqsTable } from '../db/schema';
import { sortedContentRepository } from './sorted-content';

type FaqValues = {
  question: string;
  answer: string;
  category: FaqCategory;
  order?: number;
  published: boolean;
};

const faqRows = rowMapping<Selectable<FaqsTable>>()(faqSchema, {
  flags: ['published'],
  rename: { sort_order: 'order' },
});

export function faqRepository(db: Kysely<Database>) {
  return {
    ...sortedContentRepository<'faqs', Faq, FaqValues>(db, { table: 'faqs', rows: faqRows }),

    async list(filter: { published?: boolean; category?: FaqCategory }) {
      let query = db.selectFrom('faqs').selectAll();
      if (filter.published !== undefined) query = query.where('published', '=', toFlag(filter.published));
      if (filter.category) query = query.where('category', '=', filter.category);
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(faqRows.read);
    },

    reorder: (items: { id: number; order: number }[]) => reorderRows(db, 'faqs', 'FAQ', items),
  };
}
