import { Globe, Hourglass, Mail, MailX, Newspaper, Share2, Users } from 'lucide-react';
import type { SubscriberStats } from '@contracts/subscriber';
import { StatCard } from '~/components/ui/stat-card';

const NONE: SubscriberStats = {
  total: 0,
  byStatus: { pending: 0, active: 0, unsubscribed: 0 },
  bySource: { website: 0, newsletter: 0, social: 0 },
};

const n = (value: number) => value.toLocaleString('en-US');

/** The counters, over every subscriber, as the server counts them. */
export function SubscriberCounters({ stats = NONE }: { stats?: SubscriberStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
      <StatCard label="Total" value={n(stats.total)} icon={Users} />
      <StatCard label="Pending" value={n(stats.byStatus.pending)} icon={Hourglass} />
      <StatCard label="Active" value={n(stats.byStatus.active)} icon={Mail} />
      <StatCard label="Unsubscribed" value={n(stats.byStatus.unsubscribed)} icon={MailX} />
      <StatCard label="Website" value={n(stats.bySource.website)} icon={Globe} />
      <StatCard label="Newsletter" value={n(stats.bySource.newsletter)} icon={Newspaper} />
      <StatCard label="Social" value={n(stats.bySource.social)} icon={Share2} />
    </div>
  );
}
