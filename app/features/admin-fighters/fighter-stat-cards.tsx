import { Film, Heart, Star, Swords, Users } from 'lucide-react';
import type { Fighter } from '@contracts/fighter';
import { StatCard } from '~/components/ui/stat-card';
import { fighterStats } from './fighter-filters';

export function FighterStatCards({ fighters }: { fighters: Fighter[] }) {
  const stats = fighterStats(fighters);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard label="Total Fighters" value={stats.total} icon={Users} />
      <StatCard label="Featured" value={stats.featured} icon={Star} />
      <StatCard label="Total Abilities" value={stats.abilities} icon={Swords} />
      <StatCard label="Avg. HP" value={stats.averageHp} icon={Heart} />
      <StatCard label="With Media" value={stats.withMedia} icon={Film} />
    </div>
  );
}
