import type { Kysely, Selectable } from 'kysely';
import {
  type FighterHistoryEntry,
  type HistoryChange,
  type HistoryLabel,
  fighterHistoryEntrySchema,
} from '../../contracts/fighter-history';
import { rowMapping } from '../db/row-mapping';
import type { Database, FighterHistoryTable } from '../db/schema';
import { publiclyVisible } from './dev-diary-rows';
import { type Balance, balanceChanges } from './fighter-history-diff';
import { findOwned } from './owned-rows';

type Post = NonNullable<FighterHistoryEntry['post']>;

/** A damaged `changes` value reads as no changes rather than failing the fighter page. */
function parseChanges(value: string): HistoryChange[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as HistoryChange[]) : [];
  } catch {
    return [];
  }
}

/** A fighter's entries, newest first; the id breaks ties between saves within the same millisecond. */
const newestFirst = (db: Kysely<Database>, fighterId: number) =>
  db
    .selectFrom('fighter_history')
    .selectAll()
    .where('fighter_id', '=', fighterId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc');

/**
 * A visitor sees the post link only while the post is public: a draft's id, title and slug stay
 * on the server. Staff see every link, so they can check what they labelled.
 */
const entryRows = rowMapping<Selectable<FighterHistoryTable>>()(fighterHistoryEntrySchema, {
  besides: ['changes', 'postId', 'post'],
});

function toEntry(row: Selectable<FighterHistoryTable>, posts: Map<number, Post>): FighterHistoryEntry {
  const post = row.post_id === null ? undefined : posts.get(row.post_id);
  return {
    ...entryRows.read(row),
    changes: parseChanges(row.changes),
    postId: post ? post.id : null,
    post: post ?? null,
  };
}

/** SQLite and PostgreSQL name a foreign-key failure differently. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

export function fighterHistoryRepository(db: Kysely<Database>) {
  async function postsFor(rows: Selectable<FighterHistoryTable>[], audience: 'public' | 'staff') {
    const ids = [...new Set(rows.flatMap((r) => (r.post_id === null ? [] : [r.post_id])))];
    if (ids.length === 0) return new Map<number, Post>();
    let query = db.selectFrom('dev_diaries').select(['id', 'slug', 'title']).where('id', 'in', ids);
    if (audience === 'public') query = query.where(publiclyVisible);
    return new Map((await query.execute()).map((post) => [post.id, post]));
  }

  async function withPosts(rows: Selectable<FighterHistoryTable>[], audience: 'public' | 'staff') {
    const posts = await postsFor(rows, audience);
    return rows.map((row) => toEntry(row, posts));
  }

  return {
    async fighterExists(id: number) {
      const row = await db.selectFrom('fighters').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async list(fighterId: number, audience: 'public' | 'staff') {
      return withPosts(await newestFirst(db, fighterId).execute(), audience);
    },

    /** One entry of one fighter as staff see it; undefined when there is none. */
    async find(fighterId: number, entryId: number) {
      const row = await findOwned(db, 'fighter_history', fighterId, entryId);
      return row ? (await withPosts([row], 'staff'))[0] : undefined;
    },

    /** Sets the version and/or the post of one entry of one fighter; undefined when there is none. */
    async label(fighterId: number, entryId: number, label: HistoryLabel) {
      const row = await db
        .updateTable('fighter_history')
        .set({
          ...(label.version !== undefined ? { version: label.version } : {}),
          ...(label.postId !== undefined ? { post_id: label.postId } : {}),
        })
        .where('id', '=', entryId)
        .where('fighter_id', '=', fighterId)
        .returningAll()
        .executeTakeFirst();
      return row ? (await withPosts([row], 'staff'))[0] : undefined;
    },
  };
}

/**
 * Saves this close together make one patch, while its entry is not labelled yet: the back office
 * changes stats in Edit Fighter and abilities in Manage Abilities, two saves for one rebalance.
 */
export const PATCH_WINDOW_MS = 30 * 60_000;

/** An entry later saves still add to: the newest, unlabelled, last saved within the window. */
function isOpen(entry: Selectable<FighterHistoryTable>, at: string) {
  return (
    entry.baseline !== null &&
    entry.version === null &&
    entry.post_id === null &&
    Date.parse(at) - Date.parse(String(entry.at)) < PATCH_WINDOW_MS
  );
}

/**
 * Records a save in the patch history, inside the caller's transaction so it commits or rolls back
 * with the change. A save that continues an open patch rewrites that entry as the difference
 * between the fighter before the patch began and now (and removes it when the patch undid itself);
 * any other balance change starts a new entry.
 */
export async function recordHistory(
  trx: Kysely<Database>,
  fighterId: number,
  before: Balance,
  after: Balance,
  at: string,
) {
  const newest = await newestFirst(trx, fighterId).limit(1).executeTakeFirst();
  if (newest && isOpen(newest, at)) {
    const changes = balanceChanges(JSON.parse(newest.baseline!) as Balance, after);
    if (changes.length === 0) await trx.deleteFrom('fighter_history').where('id', '=', newest.id).execute();
    else
      await trx
        .updateTable('fighter_history')
        .set({ at, changes: JSON.stringify(changes) })
        .where('id', '=', newest.id)
        .execute();
    return;
  }
  const changes = balanceChanges(before, after);
  if (changes.length === 0) return;
  const baseline: Balance = { stats: before.stats, abilities: before.abilities };
  await trx
    .insertInto('fighter_history')
    .values({
      fighter_id: fighterId,
      at,
      changes: JSON.stringify(changes),
      version: null,
      post_id: null,
      baseline: JSON.stringify(baseline),
    })
    .execute();
}
