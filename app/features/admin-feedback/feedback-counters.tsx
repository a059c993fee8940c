import { CheckCircle2, Clock, Inbox, MessageSquare, XCircle } from 'lucide-react';
import type { Feedback } from '@contracts/feedback';
import { StatCard } from '~/components/ui/stat-card';
import { feedbackCounts } from './feedback-filters';

export function FeedbackCounters({ feedback }: { feedback: Feedback[] }) {
  const counts = feedbackCounts(feedback);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard label="Total" value={counts.all} icon={MessageSquare} />
      <StatCard label="New" value={counts.new} icon={Inbox} />
      <StatCard label="In Progress" value={counts['in-progress']} icon={Clock} />
      <StatCard label="Resolved" value={counts.resolved} icon={CheckCircle2} />
      <StatCard label="Closed" value={counts.closed} icon={XCircle} />
    </div>
  );
}
