import type { DevDiary } from '@contracts/dev-diary';
import { Eye } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { formatShortDate } from '~/lib/format-date';
import { formatCount } from '~/lib/intl-format';
import { RecentCard } from './recent-card';

/** The newest posts with author, date, views and a Featured badge, plus View All. */
export function RecentPostsCard({ posts }: { posts: readonly DevDiary[] }) {
  return (
    <RecentCard
      id="recent-posts-title"
      title="Recent Dev Diary Posts"
      viewAllHref="/admin/dev-diaries"
      emptyText="No dev diary posts yet"
      items={posts}
      rowClassName="flex flex-col gap-1"
    >
      {(post) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold break-words text-bone-50">{post.title}</p>
            {post.featured ? <Badge variant="warning">Featured</Badge> : null}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-bone-300">
            <span>By {post.author}</span>
            <span>{formatShortDate(post.date || post.createdAt)}</span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-3.5" />
              {formatCount(post.views)} views
            </span>
          </p>
        </>
      )}
    </RecentCard>
  );
}
