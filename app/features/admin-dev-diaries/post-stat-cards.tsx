import type { DevDiaryStats } from '@contracts/dev-diary';
import { BookOpen, FileText, Send, Star } from 'lucide-react';
import { StatCard } from '~/components/ui/stat-card';

const NONE: DevDiaryStats = { total: 0, published: 0, drafts: 0, scheduled: 0, featured: 0 };
const n = (value: number) => value.toLocaleString('en-US');

/**
 * Total Posts, Published, Drafts, Featured over every post, whatever the filters. Published counts
 * what visitors can read now; scheduled posts are counted apart, under it.
 */
export function PostStatCards({ stats = NONE }: { stats?: DevDiaryStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Posts" value={n(stats.total)} icon={BookOpen} />
      <StatCard
        label="Published"
        value={n(stats.published)}
        icon={Send}
        hint={stats.scheduled > 0 ? `+ ${n(stats.scheduled)} scheduled` : undefined}
      />
      <StatCard label="Drafts" value={n(stats.drafts)} icon={FileText} />
      <StatCard label="Featured" value={n(stats.featured)} icon={Star} />
    </div>
  );
}
