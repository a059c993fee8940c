import type { DevDiaryStats } from '@contracts/dev-diary';
import { BookOpen, FileText, Send, Star } from 'lucide-react';
import { StatCard } from '~/components/ui/stat-card';
import { formatCount } from '~/lib/intl-format';

const NONE: DevDiaryStats = { total: 0, published: 0, drafts: 0, scheduled: 0, featured: 0 };

/**
 * Total Posts, Published, Drafts, Featured over every post, whatever the filters. Published counts
 * what visitors can read now; scheduled posts are counted apart, under it.
 */
export function PostStatCards({ stats = NONE }: { stats?: DevDiaryStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Posts" value={formatCount(stats.total)} icon={BookOpen} />
      <StatCard
        label="Published"
        value={formatCount(stats.published)}
        icon={Send}
        hint={stats.scheduled > 0 ? `+ ${formatCount(stats.scheduled)} scheduled` : undefined}
      />
      <StatCard label="Drafts" value={formatCount(stats.drafts)} icon={FileText} />
      <StatCard label="Featured" value={formatCount(stats.featured)} icon={Star} />
    </div>
  );
}
