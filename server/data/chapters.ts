import type { Kysely, Selectable } from 'kysely';
import type { Chapter } from '../../contracts/chapter';
import { fromFlag, nowIso, toFlag } from '../db/connection';
import { countRows, reorderRows } from '../db/reorder';
import type { ChaptersTable, Database } from '../db/schema';

type ChapterValues = {
  title: string;
  subtitle: string;
  description: string;
  videoSrc: string;
  order?: number;
  isActive: boolean;
};

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
    async list(filter: { active?: boolean }) {
      let query = db.selectFrom('chapters').selectAll();
      if (filter.active !== undefined) query = query.where('is_active', '=', toFlag(filter.active));
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(toChapter);
    },

    async find(id: number) {
      const row = await db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toChapter(row) : undefined;
    },

    async create(values: ChapterValues) {
      const now = nowIso();
      // Default order: after the last one (the list length plus one, as the back office expects).
      const order = values.order ?? (await countRows(db, 'chapters')) + 1;
      const row = await db
        .insertInto('chapters')
        .values({
          title: values.title,
          subtitle: values.subtitle,
          description: values.description,
          video_src: values.videoSrc,
          sort_order: order,
          is_active: toFlag(values.isActive),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toChapter(row);
    },

    async update(id: number, values: ChapterValues) {
      const row = await db
        .updateTable('chapters')
        .set({
          title: values.title,
          subtitle: values.subtitle,
          description: values.description,
          video_src: values.videoSrc,
          // Without an order the chapter keeps its place in the story.
          ...(values.order !== undefined ? { sort_order: values.order } : {}),
          is_active: toFlag(values.isActive),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toChapter(row) : undefined;
    },

    async remove(id: number) {
      const result = await db.deleteFrom('chapters').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    reorder: (items: { id: number; order: number }[]) => reorderRows(db, 'chapters', 'Chapter', items),
  };
}
