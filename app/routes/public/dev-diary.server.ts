import type { Kysely } from 'kysely';
import { slugParams } from '@contracts/dev-diary';
import { DIARY_PAGE_SIZE } from '~/features/dev-diary/diary-paging';
import type { DiaryPostsPage } from '~/features/dev-diary/use-dev-diary-queries';
import type { Database } from '../../../server/db/schema';
import { pagePostsForVisitors, readPostForVisitor } from '../../../server/resources/dev-diaries';

/**
 * The list a visitor sees: the published posts of the first `pages` pages, newest first, with the
 * total (the same rows as GET /api/dev-diaries?limit=… answers a visitor).
 */
export async function listPublishedPosts(db: Kysely<Database>, pages: number): Promise<DiaryPostsPage> {
  const limit = pages * DIARY_PAGE_SIZE;
  const { rows, total } = await pagePostsForVisitors(db, { limit, offset: 0 });
  return { pages, page: { data: rows, meta: { total, limit, offset: 0 } } };
}

/**
 * A visitor opening a permalink: the same view-counting read the API does for anonymous callers
 * (bots not counted). A malformed slug cannot name a post, so it is answered without touching the
 * database.
 */
export async function readPublishedPost(db: Kysely<Database>, slug: string, userAgent: string | null) {
  if (!slugParams.safeParse({ slug }).success) return undefined;
  return readPostForVisitor(db, { slug }, userAgent);
}
