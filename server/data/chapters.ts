import type { Kysely, Selectable } from 'kysely';
import type { Chapter } from '../../contracts/chapter';
import { fromFlag, toFlag } from '../db/connection';
import { reorderRows } from '../db/reorder';
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

function columns(values: ChapterValues) {
  return {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    video_src: values.videoSrc,
    is_active: toFlag(values.isActive),
  };
}

function toChapter(row: Selectable<ChaptersTable>): Chapter {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    videoSrc: row.video_src,
    order: row.sort_order,
    isActive: fromFlag(row.is_active),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function chapterRepository(db: Kysely<Database>) {
  return {
    ...sortedContentRepository(db, { table: 'chapters', toItem: toChapter, columns }),

    async list(filter: { active?: boolean }) {
      let query = db.selectFrom('chapters').selectAll();
      if (filter.active !== undefined) query = query.where('is_active', '=', toFlag(filter.active));
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(toChapter);
    },

    reorder: (items: { id: number; order: number }[]) => reorderRows(db, 'chapters', 'Chapter', items),
  };
}
