import type { UserStats } from '@contracts/user';
import { Shield, User as UserIcon, Users, UsersRound } from 'lucide-react';
import { StatCard } from '~/components/ui/stat-card';
import { formatCount } from '~/lib/intl-format';

const NONE: UserStats = { total: 0, byRole: { user: 0, admin: 0, super_admin: 0 } };

/**
 * Summary cards as docs/back-office-screens.md §2 lists them: Total Users (twice: every account, and the same
 * count as the total of staff and players), Admins (staff of either role) and Regular Users.
 */
export function UserStatCards({ stats = NONE }: { stats?: UserStats }) {
  const admins = stats.byRole.admin + stats.byRole.super_admin;
  const regular = stats.byRole.user;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Users" value={formatCount(stats.total)} icon={Users} />
      <StatCard label="Total Users" value={formatCount(admins + regular)} icon={UsersRound} />
      <StatCard label="Admins" value={formatCount(admins)} icon={Shield} />
      <StatCard label="Regular Users" value={formatCount(regular)} icon={UserIcon} />
    </div>
  );
}
