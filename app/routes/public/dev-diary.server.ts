import type { Kysely } from 'kysely';
import { slugParams } from '@contracts/dev-diary';
import { DIARY_PAGE_SIZE } from '~/features/dev-diary/diary-paging';
import type { DiaryPostsPage } from '~/features/dev-diary/use-dev-diary-queries';
import type { Database } from '../../../server/db/schema';
import { pagePostsForVisitors, readPostForVisitor } from '../../../server/resources/dev-diaries';
import type { ReadLocale } from '../../../server/resources/localized-fields';

/**
 * The list a visitor sees: the published posts of the first `pages` pages, newest first, with the
 * total, in the page's locale (the same rows as GET /api/dev-diaries?limit=…&locale=… answers a visitor).
 */
export async function listPublishedPosts(
  db: Kysely<Database>,
  pages: number,
  inLocale?: ReadLocale,
): Promise<DiaryPostsPage> {
  const limit = pages * DIARY_PAGE_SIZE;
  const { rows, total } = await pagePostsForVisitors(db, { limit, offset: 0 }, inLocale);
  return { pages, page: { data: rows, meta: { total, limit, offset: 0 } } };
}

/**
 * A visitor opening a permalink, in the page's locale: the same view-counting read the API does for
 * anonymous callers (bots not counted). A malformed slug cannot name a post, so it is answered
 * without touching the database.
 */
export async function readPublishedPost(
  db: Kysely<Database>,
  slug: string,
  userAgent: string | null,
  inLocale?: ReadLocale,
) {
  if (!slugParams.safeParse({ slug }).success) return undefined;
  return readPostForVisitor(db, { slug }, userAgent, inLocale);
}
