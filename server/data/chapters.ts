import type { Kysely, Selectable } from 'kysely';
import { type Chapter, chapterSchema } from '../../contracts/chapter';
import { toFlag } from '../db/connection';
import { reorderRows } from '../db/reorder';
import { rowMapping } from '../db/row-mapping';
import type { ChaptersTable, Database } from '../db/schema';
import { sortedContentRepository } from './sorted-content';

type ChapterValues = {
  title: string;
  subtitle: string;
  description: string;
  videoSrc: string;
  order?: number;
  isActive: boolean;
};

const chapterRows = rowMapping<Selectable<ChaptersTable>>()(chapterSchema, {
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
