import type { Kysely, Selectable } from 'kysely';
import { type MediaFilter, type MediaItem, mediaItemSchema } from '../../contracts/media';
import { nowIso } from '../db/connection';
import { rowMapping } from '../db/row-mapping';
import type { Database, MediaTable, MediaVariants } from '../db/schema';
import { searchText } from '../db/search';
import { mediaUses } from './media-uses';
import { newestFirstList } from './newest-first-list';

/** Media paths are `/media/<storage key>` (server/http/media-files.ts). */
export const mediaPath = (storageKey: string) => `/media/${storageKey}`;

const rows = rowMapping<Selectable<MediaTable>>()(mediaItemSchema, {
  rename: { original_name: 'name' },
  besides: ['url', 'uses'],
});

export function mediaRepository(db: Kysely<Database>) {
  const list = newestFirstList(db, 'media', 'kind');

  /** The rows as the library shows them, each with where it is used. */
  async function items(found: Selectable<MediaTable>[]): Promise<MediaItem[]> {
    const uses = await mediaUses(
      db,
      found.map((row) => mediaPath(row.storage_key)),
    );
    return found.map((row) => {
      const url = mediaPath(row.storage_key);
      return { ...rows.read(row), url, uses: uses.get(url) ?? [] };
    });
  }

  async function find(id: number): Promise<MediaItem | undefined> {
    const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (await items([row]))[0] : undefined;
  }

  return {
    async create(values: {
      kind: MediaTable['kind'];
      mime: string;
      size: number;
      storageKey: string;
      originalName: string;
      createdBy: number | null;
      width: number | null;
      height: number | null;
      color: string | null;
      variants: MediaVariants;
    }) {
      const row = await db
        .insertInto('media')
        .values({
          kind: values.kind,
          mime: values.mime,
          size: values.size,
          storage_key: values.storageKey,
          original_name: values.originalName,
          created_by: values.createdBy,
          created_at: nowIso(),
          width: values.width,
          height: values.height,
          color: values.color,
          variants: values.variants,
          search_text: searchText(values.originalName, '', ''),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One page of the library, newest first unless asked otherwise, with the total. */
    async page(filter: MediaFilter) {
      const { rows: found, total } = await list.page(filter, filter.kind);
      return { rows: await items(found as Selectable<MediaTable>[]), total };
    },

    find,

    /** The alt text and caption of the file named `name`; the search text follows them. */
    async describe(id: number, name: string, values: { altText: string; caption: string }) {
      const search_text = searchText(name, values.altText, values.caption);
      await db
        .updateTable('media')
        .set({ alt_text: values.altText, caption: values.caption, search_text })
        .where('id', '=', id)
        .execute();
      return find(id);
    },

    async remove(id: number) {
      await db.deleteFrom('media').where('id', '=', id).execute();
    },
  };
}
