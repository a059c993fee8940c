import { Trans } from '@lingui/react/macro';
import { PostCard } from './post-card';
import type { VisitorPost } from './use-dev-diary-queries';

export function PostList({ posts, onOpen }: { posts: VisitorPost[]; onOpen?: (post: VisitorPost) => void }) {
  if (posts.length === 0)
    return (
      <p className="py-16 text-center text-bone-300">
        <Trans>No posts yet. The first entry is being written.</Trans>
      </p>
    );
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
      {posts.map((post, index) => (
        <li
          key={post.id}
          className="animate-rise-in"
          style={{ animationDelay: `${Math.min(index, 8) * 50}ms` }}
        >
          <PostCard post={post} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
