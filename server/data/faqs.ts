import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { type Faq, type FaqCategory, type faqInputSchema, faqSchema } from '../../contracts/faq';
import { toFlag } from '../db/connection';
import { reorderRows } from '../db/reorder';
import { rowMapping } from '../db/row-mapping';
import type { Database, FaqsTable } from '../db/schema';
import { sortedContentRepository } from './sorted-content';

/** The parsed body of a create or update (defaults applied). */
type FaqValues = z.output<typeof faqInputSchema>;

export const faqRows = rowMapping<Selectable<FaqsTable>>()(faqSchema, {
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
