import { notFound } from '../../core/errors';
import type { postRepository } from '../../data/dev-diaries';

type PostRepository = ReturnType<typeof postRepository>;

/** The post a staff route's path names, drafts and scheduled posts included, or the 404 they all answer. */
export async function storedPost(posts: PostRepository, id: number) {
  const post = await posts.find({ id });
  if (!post) throw notFound('Post');
  return post;
}
