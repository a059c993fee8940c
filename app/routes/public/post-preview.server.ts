import type { AppLoadContext } from 'react-router';
import { postRepository } from '../../../server/data/dev-diaries';

/**
 * The post a preview link names, in whatever state it is (draft, scheduled, published), or
 * undefined for a link that is malformed, forged or expired. Read fresh, never from a cache, and
 * no view is counted.
 */
export async function readPreviewedPost(context: AppLoadContext, token: string) {
  const postId = context.previewLinks.verify(token);
  return postId === undefined ? undefined : postRepository(context.db).find({ id: postId });
}
