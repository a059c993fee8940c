import { CheckCircle2, Clock, Inbox, MessageSquare, XCircle } from 'lucide-react';
import type { FeedbackStats } from '@contracts/feedback';
import { StatCard } from '~/components/ui/stat-card';
import { formatCount } from '~/lib/intl-format';

export const NO_FEEDBACK_STATS: FeedbackStats = {
  total: 0,
  byStatus: { new: 0, 'in-progress': 0, resolved: 0, closed: 0 },
};

/** The five counters, over every submission, as the server counts them. */
export function FeedbackCounters({ stats }: { stats: FeedbackStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard label="Total" value={formatCount(stats.total)} icon={MessageSquare} />
      <StatCard label="New" value={formatCount(stats.byStatus.new)} icon={Inbox} />
      <StatCard label="In Progress" value={formatCount(stats.byStatus['in-progress'])} icon={Clock} />
      <StatCard label="Resolved" value={formatCount(stats.byStatus.resolved)} icon={CheckCircle2} />
      <StatCard label="Closed" value={formatCount(stats.byStatus.closed)} icon={XCircle} />
    </div>
  );
}
