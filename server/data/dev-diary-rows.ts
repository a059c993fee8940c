import type { ExpressionBuilder, Selectable } from 'kysely';
import { type DevDiary, type PostTextField, devDiarySchema } from '../../contracts/dev-diary';
import { nowIso } from '../db/connection';
import { rowMapping } from '../db/row-mapping';
import type { Database, DevDiariesTable } from '../db/schema';
import { searchText } from '../db/search';

/** Everything a write stores, already resolved by the route (author, date). */
export type PostValues = Pick<
  DevDiary,
  PostTextField | 'authorId' | 'tags' | 'featured' | 'published' | 'date'
> & {
  /** Undefined keeps the current cover on an update; null removes it. */
  coverImage?: string | null;
};

/** Who saved a change, as a revision remembers it. */
export type SavedBy = { id: number; name: string };

/** Tags are stored as JSON text; a damaged value reads as no tags rather than failing the page. */
export function parseTags(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const postRows = rowMapping<Selectable<DevDiariesTable>>()(devDiarySchema, {
  flags: ['featured', 'published'],
  besides: ['tags', 'views'],
});

export const toPost = (row: Selectable<DevDiariesTable>): DevDiary => ({
  ...postRows.read(row),
  tags: parseTags(row.tags),
  // A bigint column on PostgreSQL, which the driver hands over as text.
  views: Number(row.views),
});

export const postColumns = (values: PostValues) => ({
  ...postRows.write(values),
  tags: JSON.stringify(values.tags),
  search_text: searchText(values.title, values.author, ...values.tags),
});

/** SQLite and PostgreSQL name a unique-constraint failure differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

type Posts = ExpressionBuilder<Database, 'dev_diaries'>;

/**
 * The one rule of what a visitor may see: a published post whose date has come. A post published
 * with a date ahead is scheduled, and appears by itself once that moment passes. Every anonymous
 * read (lists, lookups, the public pages, feeds) goes through this. Dates are ISO-8601 UTC text of
 * one format on both engines (contracts normalise them), so comparing the text compares instants.
 */
export const publiclyVisible = (eb: Posts, now = nowIso()) =>
  eb.and([eb('dev_diaries.published', '=', 1), eb('dev_diaries.date', '<=', now)]);

/** Published, with a date still ahead: staff see it as Scheduled, visitors not at all. */
export const scheduledLater = (eb: Posts, now = nowIso()) =>
  eb.and([eb('dev_diaries.published', '=', 1), eb('dev_diaries.date', '>', now)]);
