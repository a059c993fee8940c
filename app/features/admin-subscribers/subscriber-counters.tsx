import { Flag, Globe, Hourglass, Mail, MailWarning, MailX, Newspaper, Share2, Users } from 'lucide-react';
import type { SubscriberStats } from '@contracts/subscriber';
import { StatCard } from '~/components/ui/stat-card';
import { formatCount } from '~/lib/intl-format';

const NONE: SubscriberStats = {
  total: 0,
  byStatus: { pending: 0, active: 0, unsubscribed: 0, bounced: 0, complained: 0 },
  bySource: { website: 0, newsletter: 0, social: 0 },
};

/** The counters, over every subscriber, as the server counts them. */
export function SubscriberCounters({ stats = NONE }: { stats?: SubscriberStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <StatCard label="Total" value={formatCount(stats.total)} icon={Users} />
      <StatCard label="Pending" value={formatCount(stats.byStatus.pending)} icon={Hourglass} />
      <StatCard label="Active" value={formatCount(stats.byStatus.active)} icon={Mail} />
      <StatCard label="Unsubscribed" value={formatCount(stats.byStatus.unsubscribed)} icon={MailX} />
      <StatCard label="Bounced" value={formatCount(stats.byStatus.bounced)} icon={MailWarning} />
      <StatCard label="Complained" value={formatCount(stats.byStatus.complained)} icon={Flag} />
      <StatCard label="Website" value={formatCount(stats.bySource.website)} icon={Globe} />
      <StatCard label="Newsletter" value={formatCount(stats.bySource.newsletter)} icon={Newspaper} />
      <StatCard label="Social" value={formatCount(stats.bySource.social)} icon={Share2} />
    </div>
  );
}
