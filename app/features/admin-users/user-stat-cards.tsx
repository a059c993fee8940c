import type { User } from '@contracts/user';
import { Shield, User as UserIcon, Users, UsersRound } from 'lucide-react';
import { StatCard } from '~/components/ui/stat-card';
import { userStats } from './user-filters';

/**
 * Summary cards as back-office.md §2 lists them: Total Users (twice: every account, and the same
 * count as the total of staff and players), Admins (staff of either role) and Regular Users.
 */
export function UserStatCards({ users }: { users: readonly User[] }) {
  const stats = userStats(users);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Users" value={stats.total} icon={Users} />
      <StatCard label="Total Users" value={stats.admins + stats.regular} icon={UsersRound} />
      <StatCard label="Admins" value={stats.admins} icon={Shield} />
      <StatCard label="Regular Users" value={stats.regular} icon={UserIcon} />
    </div>
  );
}
