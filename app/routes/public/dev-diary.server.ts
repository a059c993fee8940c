import type { Kysely } from 'kysely';
import { slugParams } from '@contracts/dev-diary';
import type { Database } from '../../../server/db/schema';
import { postRepository } from '../../../server/api/dev-diaries/repository';
import { countVisitorView } from '../../../server/api/dev-diaries/view-counter';

/** The list a visitor sees: published posts only, newest first (same JSON as GET /api/dev-diaries). */
export function listPublishedPosts(db: Kysely<Database>) {
  return postRepository(db).list({ published: true });
}

/**
 * A visitor opening a permalink: the same view-counting read the API does for anonymous callers
 * (bots not counted). A malformed slug cannot name a post, so it is answered without touching the
 * database.
 */
export async function readPublishedPost(db: Kysely<Database>, slug: string, userAgent: string | null) {
  if (!slugParams.safeParse({ slug }).success) return undefined;
  const post = await postRepository(db).readPublished({ slug });
  return post && countVisitorView(db, post, userAgent);
}
