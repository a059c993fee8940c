import { Globe, Mail, MailX, Newspaper, Share2, Users } from 'lucide-react';
import type { Subscriber } from '@contracts/subscriber';
import { StatCard } from '~/components/ui/stat-card';
import { subscriberCounts } from './subscriber-filters';

export function SubscriberCounters({ subscribers }: { subscribers: Subscriber[] }) {
  const counts = subscriberCounts(subscribers);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <StatCard label="Total" value={counts.total} icon={Users} />
      <StatCard label="Active" value={counts.active} icon={Mail} />
      <StatCard label="Unsubscribed" value={counts.unsubscribed} icon={MailX} />
      <StatCard label="Website" value={counts.website} icon={Globe} />
      <StatCard label="Newsletter" value={counts.newsletter} icon={Newspaper} />
      <StatCard label="Social" value={counts.social} icon={Share2} />
    </div>
  );
}
