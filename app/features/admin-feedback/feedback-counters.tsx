import { CheckCircle2, Clock, Inbox, MessageSquare, XCircle } from 'lucide-react';
import type { FeedbackStats } from '@contracts/feedback';
import { StatCard } from '~/components/ui/stat-card';

export const NO_FEEDBACK_STATS: FeedbackStats = {
  total: 0,
  byStatus: { new: 0, 'in-progress': 0, resolved: 0, closed: 0 },
};

const n = (value: number) => value.toLocaleString('en-US');

/** The five counters, over every submission, as the server counts them. */
export function FeedbackCounters({ stats }: { stats: FeedbackStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard label="Total" value={n(stats.total)} icon={MessageSquare} />
      <StatCard label="New" value={n(stats.byStatus.new)} icon={Inbox} />
      <StatCard label="In Progress" value={n(stats.byStatus['in-progress'])} icon={Clock} />
      <StatCard label="Resolved" value={n(stats.byStatus.resolved)} icon={CheckCircle2} />
      <StatCard label="Closed" value={n(stats.byStatus.closed)} icon={XCircle} />
    </div>
  );
}
