import type { User } from '@contracts/user';
import { InitialAvatar } from '~/components/ui/initial-avatar';
import { formatShortDate } from '~/lib/format-date';
import { RecentCard } from './recent-card';

export const RECENT_USERS = 3;

/** Super admins only: the first 3 users with e-mail and joined date. */
export function RecentUsersCard({ users }: { users: readonly User[] }) {
  return (
    <RecentCard
      id="recent-users-title"
      title="Recent Users"
      viewAllHref="/admin/users"
      emptyText="No users yet"
      items={users.slice(0, RECENT_USERS)}
    >
      {(user) => (
        <li key={user.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <InitialAvatar name={user.name} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-bone-50">{user.name}</p>
            <p className="truncate text-xs text-bone-300">{user.email}</p>
          </div>
          <p className="shrink-0 text-xs text-bone-500">Joined {formatShortDate(user.createdAt)}</p>
        </li>
      )}
    </RecentCard>
  );
}
