import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DevDiaryFilter, DevDiaryStats } from '../../contracts/dev-diary';
import { fromFlag, nowIso, toFlag } from '../db/connection';
import type { Database } from '../db/schema';
import { searchTerm } from '../db/search';
import {
  type PostValues,
  type SavedBy,
  isUniqueViolation,
  postColumns,
  publiclyVisible,
  scheduledLater,
  toPost,
} from './dev-diary-rows';
import { withRevision } from './dev-diary-revisions';
import { slugCandidate, slugify } from './dev-diary-slug';
import { inTransaction } from '../db/transaction';
import { type SearchVia, pagedList } from './paged-list';

export type { PostValues } from './dev-diary-rows';

type PostKey = { id: number } | { slug: string };

const SLUG_BATCH = 20;
const SLUG_ATTEMPTS = 3;

export function postRepository(db: Kysely<Database>) {
  const list = pagedList(db, 'dev_diaries', { search: { columns: ['search_text'], joined: true } });

  /**
   * The list's conditions; `alsoMatching` are posts a search found in a translation (their title
   * or excerpt in the reader's locale), listed with the ones whose own text holds the term.
   */
  function where(
    filter: Omit<DevDiaryFilter, 'limit' | 'offset'>,
    via: SearchVia,
    alsoMatching: number[] = [],
  ) {
    const term = searchTerm(filter.search);
    const now = nowIso();
    return (eb: ExpressionBuilder<Database, 'dev_diaries'>) => {
      const conditions = [];
      // `published` means live (what visitors see); scheduled posts are a status of their own.
      if (filter.published === true || filter.status === 'published')
        conditions.push(publiclyVisible(eb, now));
      if (filter.published === false || filter.status === 'draft')
        conditions.push(eb('dev_diaries.published', '=', 0));
      if (filter.status === 'scheduled') conditions.push(scheduledLater(eb, now));
      if (filter.featured !== undefined)
        conditions.push(eb('dev_diaries.featured', '=', toFlag(filter.featured)));
      if (term)
        conditions.push(
          alsoMatching.length > 0
            ? eb.or([list.condition(term, via), eb('dev_diaries.id', 'in', alsoMatching)])
            : list.condition(term, via),
        );
      return eb.and(conditions);
    };
  }

  /** base, base-2, base-3 …: the first one no other post uses, checked 20 at a time. */
  async function freeSlug(title: string, exceptId?: number): Promise<string> {
    const base = slugify(title);
    for (let from = 1; ; from += SLUG_BATCH) {
      const candidates = Array.from({ length: SLUG_BATCH }, (_, i) => slugCandidate(base, from + i));
      let query = db.selectFrom('dev_diaries').select('slug').where('slug', 'in', candidates);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      const taken = new Set((await query.execute()).map((r) => r.slug));
      const free = candidates.find((c) => !taken.has(c));
      if (free) return free;
    }
  }

  /**
   * Two writers may pick the same free slug at once; the unique constraint refuses the second, which
   * then looks again.
   */
  async function withFreeSlug<T>(
    title: string,
    exceptId: number | undefined,
    write: (slug: string) => Promise<T>,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write(await freeSlug(title, exceptId));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  const byKey = (key: PostKey) => (eb: ExpressionBuilder<Database, 'dev_diaries'>) =>
    'id' in key ? eb('id', '=', key.id) : eb('slug', '=', key.slug);

  return {
    /**
     * One page of the filtered posts, newest first unless asked otherwise, with the total of all
     * the pages.
     */
    async page(filter: DevDiaryFilter, alsoMatching: number[] = []) {
      const { rows, total } = await list.page({
        term: searchTerm(filter.search),
        where: (via) => where(filter, via, alsoMatching),
        narrowed:
          filter.published !== undefined || filter.status !== undefined || filter.featured !== undefined,
        order: { column: 'date', direction: filter.order ?? 'desc' },
        limit: filter.limit,
        offset: filter.offset,
      });
      return { rows: rows.map(toPost), total };
    },

    /**
     * The address and dates of every post a visitor may read, newest first (the sitemap). Same
     * visibility condition as the public list (`page` with published: true), without the texts.
     */
    async publishedLinks(limit: number) {
      const rows = await db
        .selectFrom('dev_diaries')
        .select(['slug', 'date', 'updated_at'])
        .where(where({ published: true }, 'walk'))
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ slug: row.slug, date: row.date, updatedAt: row.updated_at }));
    },

    /**
     * The stat cards: every post counted by its two flags. A scheduled post counts as scheduled,
     * not published: Published is what visitors can read now.
     */
    async stats(): Promise<DevDiaryStats> {
      const [groups, ahead] = await Promise.all([
        db
          .selectFrom('dev_diaries')
          .select(['published', 'featured', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy(['published', 'featured'])
          .execute(),
        db
          .selectFrom('dev_diaries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where((eb) => scheduledLater(eb))
          .executeTakeFirstOrThrow(),
      ]);
      const stats: DevDiaryStats = { total: 0, published: 0, drafts: 0, scheduled: 0, featured: 0 };
      for (const group of groups) {
        const count = Number(group.count);
        stats.total += count;
        if (fromFlag(group.published)) stats.published += count;
        else stats.drafts += count;
        if (fromFlag(group.featured)) stats.featured += count;
      }
      stats.scheduled = Number(ahead.count);
      stats.published -= stats.scheduled;
      return stats;
    },

    /** When the next scheduled post becomes visible (ISO), if any is waiting. */
    async nextScheduledAt(): Promise<string | undefined> {
      const row = await db
        .selectFrom('dev_diaries')
        .select('date')
        .where((eb) => scheduledLater(eb))
        .orderBy('date')
        .limit(1)
        .executeTakeFirst();
      return row?.date;
    },

    /** The newest posts, drafts included (the dashboard's recent list). */
    async recent(limit: number) {
      return (await list.first({ column: 'date', direction: 'desc' }, limit)).map(toPost);
    },

    async find(key: PostKey) {
      const row = await db.selectFrom('dev_diaries').selectAll().where(byKey(key)).executeTakeFirst();
      return row ? toPost(row) : undefined;
    },

    /**
     * A visitor's read: published posts whose date has come, so drafts and scheduled posts stay
     * unseen. Views are counted elsewhere.
     */
    async readPublished(key: PostKey) {
      const row = await db
        .selectFrom('dev_diaries')
        .selectAll()
        .where(byKey(key))
        .where((eb) => publiclyVisible(eb))
        .executeTakeFirst();
      return row ? toPost(row) : undefined;
    },

    /** Adds a batch of counted views in one atomic UPDATE (no lost counts across instances). */
    async addViews(id: number, count: number) {
      await db
        .updateTable('dev_diaries')
        .set((eb) => ({ views: eb('views', '+', count) }))
        .where('id', '=', id)
        .execute();
    },

    async create(values: PostValues) {
      const now = nowIso();
      // In a savepoint when the caller has a transaction: a slug taken meanwhile then undoes only
      // the insert, and the retry can run (PostgreSQL refuses statements after a failed one).
      const row = await withFreeSlug(values.title, undefined, (slug) =>
        inTransaction(db, (trx) =>
          trx
            .insertInto('dev_diaries')
            .values({ ...postColumns(values), slug, views: 0, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      );
      return toPost(row);
    },

    /**
     * The slug is a post's address: it only moves when the title changes. The post as it was is
     * kept as a revision, in the same transaction. A slug taken meanwhile fails the transaction
     * (revision included), which is then retried whole with the next free slug.
     */
    async update(id: number, values: PostValues, options: { newSlug: boolean; savedBy: SavedBy }) {
      const write = (slug?: string) =>
        withRevision(db, id, options.savedBy, (trx) =>
          trx
            .updateTable('dev_diaries')
            .set({ ...postColumns(values), ...(slug ? { slug } : {}), updated_at: nowIso() })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst(),
        );
      const row = options.newSlug ? await withFreeSlug(values.title, id, write) : await write();
      return row ? toPost(row) : undefined;
    },

    /**
     * Publish / Feature toggles: only the two flags move, every other stored byte stays as it was.
     * A toggle is a save too: it keeps a revision, so the history shows when a post went live.
     */
    async setFlags(id: number, flags: { published: boolean; featured: boolean }, savedBy: SavedBy) {
      const row = await withRevision(db, id, savedBy, (trx) =>
        trx
          .updateTable('dev_diaries')
          .set({ published: toFlag(flags.published), featured: toFlag(flags.featured), updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? toPost(row) : undefined;
    },

    async remove(id: number) {
      const result = await db.deleteFrom('dev_diaries').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
