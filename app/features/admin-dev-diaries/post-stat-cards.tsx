import type { DevDiary } from '@contracts/dev-diary';
import { BookOpen, FileText, Send, Star } from 'lucide-react';
import { StatCard } from '~/components/ui/stat-card';
import { postStats } from './post-filters';

/** Total Posts, Published, Drafts, Featured over every post, whatever the filters. */
export function PostStatCards({ posts }: { posts: readonly DevDiary[] }) {
  const stats = postStats(posts);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Posts" value={stats.total} icon={BookOpen} />
      <StatCard label="Published" value={stats.published} icon={Send} />
      <StatCard label="Drafts" value={stats.drafts} icon={FileText} />
      <StatCard label="Featured" value={stats.featured} icon={Star} />
    </div>
  );
}
