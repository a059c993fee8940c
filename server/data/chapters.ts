import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { type Chapter, type chapterInputSchema, chapterSchema } from '../../contracts/chapter';
import { toFlag } from '../db/connection';
import { reorderRows } from '../db/reorder';
import { rowMapping } from '../db/row-mapping';
import type { ChaptersTable, Database } from '../db/schema';
import { sortedContentRepository } from './sorted-content';

/** The parsed body of a create or update (defaults applied). */
type ChapterValues = z.output<typeof chapterInputSchema>;

export const chapterRows = rowMapping<Selectable<ChaptersTable>>()(chapterSchema, {
  flags: ['is_active'],
  rename: { sort_order: 'order' },
});

export function chapterRepository(db: Kysely<Database>) {
  return {
    ...sortedContentRepository<'chapters', Chapter, ChapterValues>(db, {
      table: 'chapters',
      rows: chapterRows,
    }),

    async list(filter: { active?: boolean }) {
      let query = db.selectFrom('chapters').selectAll();
      if (filter.active !== undefined) query = query.where('is_active', '=', toFlag(filter.active));
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(chapterRows.read);
    },

    reorder: (items: { id: number; order: number }[]) => reorderRows(db, 'chapters', 'Chapter', items),
  };
}
