import type { Kysely } from 'kysely';
import type { DevDiaryFilter } from '../../contracts/dev-diary';
import type { Database } from '../db/schema';
import { postRepository } from '../data/dev-diaries';
import { countVisitorView } from '../data/dev-diary-view-counter';

/**
 * What a visitor may read of the dev diary (docs/decisions/0046): published posts whose date has
 * come, never drafts or scheduled posts, whatever the query asks for. `GET /api/dev-diaries` and
 * the diary pages both read through these; staff read the repository itself.
 */

/** One page of the posts a visitor sees. */
export function pagePostsForVisitors(db: Kysely<Database>, query: DevDiaryFilter) {
  return postRepository(db).page({ ...query, published: true, status: undefined });
}

/** A published post as a visitor opens it; a read by a browser (not a bot) counts one view. */
export async function readPostForVisitor(
  db: Kysely<Database>,
  key: { id: number } | { slug: string },
  userAgent: string | null | undefined,
) {
  const post = await postRepository(db).readPublished(key);
  return post && countVisitorView(db, post, userAgent);
}
