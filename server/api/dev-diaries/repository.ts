import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { DevDiary, DevDiaryFilter, DevDiaryStats } from '../../../contracts/dev-diary';
import { fromFlag, nowIso, toFlag } from '../../db/connection';
import type { Database, DevDiariesTable } from '../../db/schema';
import { searchTerm, searchText } from '../../db/search';
import { type SearchPlan, trigramSearch } from '../../db/trigram-query';
import { slugCandidate, slugify } from './slug';

/** Everything a write stores, already resolved by the route (author, date). */
export type PostValues = {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  authorId: number | null;
  tags: string[];
  featured: boolean;
  published: boolean;
  date: string;
};

type PostKey = { id: number } | { slug: string };

/** Tags are stored as JSON text; a damaged value reads as no tags rather than failing the page. */
function parseTags(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function toPost(row: Selectable<DevDiariesTable>): DevDiary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    authorId: row.author_id,
    tags: parseTags(row.tags),
    featured: fromFlag(row.featured),
    published: fromFlag(row.published),
    date: row.date,
    views: Number(row.views),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function postColumns(values: PostValues) {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    author: values.author,
    author_id: values.authorId,
    tags: JSON.stringify(values.tags),
    search_text: searchText(values.title, values.author, ...values.tags),
    featured: toFlag(values.featured),
    published: toFlag(values.published),
    date: values.date,
  };
}

/** SQLite and PostgreSQL name a unique-constraint failure differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Whether a visitor may see a post. Every public read of posts (and of links to them, such as a
 * fighter's patch history) filters with this, so what counts as public is decided here only.
 */
export const publiclyVisible = (eb: ExpressionBuilder<Database, 'dev_diaries'>) =>
  eb('dev_diaries.published', '=', 1);

const SLUG_BATCH = 20;
const SLUG_ATTEMPTS = 3;

export function postRepository(db: Kysely<Database>) {
  const search = trigramSearch(db, 'dev_diaries', 'search_text');

  function where(filter: Omit<DevDiaryFilter, 'limit' | 'offset'>, via: SearchPlan['via']) {
    const term = searchTerm(filter.search);
    return (eb: ExpressionBuilder<Database, 'dev_diaries'>) => {
      const conditions = [];
      if (filter.published !== undefined)
        conditions.push(eb('dev_diaries.published', '=', toFlag(filter.published)));
      if (filter.featured !== undefined)
        conditions.push(eb('dev_diaries.featured', '=', toFlag(filter.featured)));
      if (term) conditions.push(search.condition(term, via));
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
    async page(filter: DevDiaryFilter) {
      const plan = await search.plan(searchTerm(filter.search));
      const order = filter.order ?? 'desc';
      const filtered = filter.published !== undefined || filter.featured !== undefined;
      const count = search.total(plan, filtered, async (via) => {
        const row = await db
          .selectFrom('dev_diaries')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(where(filter, via))
          .executeTakeFirstOrThrow();
        return Number(row.total);
      });
      const query = db
        .selectFrom('dev_diaries')
        .selectAll()
        .where(where(filter, plan.via))
        .orderBy('date', order)
        .orderBy('id', order)
        .limit(filter.limit)
        .offset(filter.offset);
      const [rows, total] = await Promise.all([query.execute(), count]);
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
        .where(where({ published: true }, 'like'))
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ slug: row.slug, date: row.date, updatedAt: row.updated_at }));
    },

    /** The stat cards: every post counted by its two flags. */
    async stats(): Promise<DevDiaryStats> {
      const groups = await db
        .selectFrom('dev_diaries')
        .select(['published', 'featured', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy(['published', 'featured'])
        .execute();
      const stats: DevDiaryStats = { total: 0, published: 0, drafts: 0, featured: 0 };
      for (const group of groups) {
        const count = Number(group.count);
        stats.total += count;
        if (fromFlag(group.published)) stats.published += count;
        else stats.drafts += count;
        if (fromFlag(group.featured)) stats.featured += count;
      }
      return stats;
    },

    /** The newest posts, drafts included (the dashboard's recent list). */
    async recent(limit: number) {
      const rows = await db
        .selectFrom('dev_diaries')
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toPost);
    },

    async find(key: PostKey) {
      const row = await db.selectFrom('dev_diaries').selectAll().where(byKey(key)).executeTakeFirst();
      return row ? toPost(row) : undefined;
    },

    /** A visitor's read: published posts only, so drafts stay unseen. Views are counted elsewhere. */
    async readPublished(key: PostKey) {
      const row = await db
        .selectFrom('dev_diaries')
        .selectAll()
        .where(byKey(key))
        .where(publiclyVisible)
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
      const row = await withFreeSlug(values.title, undefined, (slug) =>
        db
          .insertInto('dev_diaries')
          .values({ ...postColumns(values), slug, views: 0, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toPost(row);
    },

    /** The slug is a post's address: it only moves when the title changes. */
    async update(id: number, values: PostValues, options: { newSlug: boolean }) {
      const write = (slug?: string) =>
        db
          .updateTable('dev_diaries')
          .set({ ...postColumns(values), ...(slug ? { slug } : {}), updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      const row = options.newSlug ? await withFreeSlug(values.title, id, write) : await write();
      return row ? toPost(row) : undefined;
    },

    /** Publish / Feature toggles: only the two flags move, every other stored byte stays as it was. */
    async setFlags(id: number, flags: { published: boolean; featured: boolean }) {
      const row = await db
        .updateTable('dev_diaries')
        .set({ published: toFlag(flags.published), featured: toFlag(flags.featured), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toPost(row) : undefined;
    },

    async remove(id: number) {
      const result = await db.deleteFrom('dev_diaries').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
