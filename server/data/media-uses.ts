import type { Kysely } from 'kysely';
import type { MediaUse, MediaUseType } from '../../contracts/media';
import type { Database } from '../db/schema';

/**
 * The content fields that hold an uploaded file's path, by what holds them. Revisions of posts
 * are not uses: they are history, and restoring one that names a deleted file shows no image.
 */
const HOLDERS: {
  type: MediaUseType;
  table: 'dev_diaries' | 'fighters' | 'abilities' | 'game_modes';
  name: 'title' | 'name';
  columns: string[];
}[] = [
  { type: 'post', table: 'dev_diaries', name: 'title', columns: ['cover_image'] },
  { type: 'fighter', table: 'fighters', name: 'name', columns: ['image_url', 'video_url'] },
  { type: 'ability', table: 'abilities', name: 'name', columns: ['image_url', 'demo_video_url'] },
  { type: 'game_mode', table: 'game_modes', name: 'name', columns: ['image_url', 'video_url'] },
];

/**
 * Where each of these paths is used now: one query per field that can hold a file, for a whole
 * page of the library at once. A path used twice by one row (a fighter's image and video) counts once.
 */
export async function mediaUses(
  db: Kysely<Database>,
  paths: readonly string[],
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(paths.map((path) => [path, []]));
  if (paths.length === 0) return uses;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query shape over four tables
  const any = db as Kysely<any>;
  for (const holder of HOLDERS) {
    for (const column of holder.columns) {
      const rows: { id: number; name: string; path: string }[] = await any
        .selectFrom(holder.table)
        .select(['id', `${holder.name} as name`, `${column} as path`])
        .where(column, 'in', paths)
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const list = uses.get(row.path)!;
        if (!list.some((use) => use.type === holder.type && use.id === row.id))
          list.push({ type: holder.type, id: row.id, name: row.name });
      }
    }
  }
  return uses;
}
