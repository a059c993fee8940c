import type { User } from '@contracts/user';
import { InitialAvatar } from '~/components/ui/initial-avatar';
import { formatShortDate } from '~/lib/format-date';
import { RecentCard } from './recent-card';

/** Super admins only: the newest users with e-mail and joined date. */
export function RecentUsersCard({ users }: { users: readonly User[] }) {
  return (
    <RecentCard
      id="recent-users-title"
      title="Recent Users"
      viewAllHref="/admin/users"
      emptyText="No users yet"
      items={users}
      rowClassName="flex items-center gap-3"
    >
      {(user) => (
        <>
          <InitialAvatar name={user.name} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-bone-50">{user.name}</p>
            <p className="truncate text-xs text-bone-300">{user.email}</p>
          </div>
          <p className="shrink-0 text-xs text-bone-500">Joined {formatShortDate(user.createdAt)}</p>
        </>
      )}
    </RecentCard>
  );
}
