import type { User } from '@contracts/user';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatShortDate } from '~/lib/format-date';

export const RECENT_USERS = 3;

/** Super admins only: the first 3 users with e-mail and joined date. */
export function RecentUsersCard({ users }: { users: readonly User[] }) {
  return (
    <Card role="region" aria-labelledby="recent-users-title">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="recent-users-title">Recent Users</CardTitle>
        <Link to="/admin/users" className="text-sm font-semibold text-blood-400 hover:underline">
          View All
        </Link>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="py-6 text-center text-sm text-bone-300">No users yet</p>
        ) : (
          <ul className="divide-y divide-ink-800">
            {users.slice(0, RECENT_USERS).map((user) => (
              <li key={user.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-700 font-semibold text-bone-50"
                >
                  {user.name.trim().charAt(0).toUpperCase() || '?'}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-bone-50">{user.name}</p>
                  <p className="truncate text-xs text-bone-300">{user.email}</p>
                </div>
                <p className="shrink-0 text-xs text-bone-500">Joined {formatShortDate(user.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
