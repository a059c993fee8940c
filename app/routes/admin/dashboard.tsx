import { BookOpen, Newspaper, Swords, Users } from 'lucide-react';
import { Spinner } from '~/components/ui/spinner';
import { CountCard } from '~/features/admin-dashboard/count-card';
import { QuickActions } from '~/features/admin-dashboard/quick-actions';
import { RecentPostsCard } from '~/features/admin-dashboard/recent-posts-card';
import { RecentUsersCard } from '~/features/admin-dashboard/recent-users-card';
import { useDashboardData } from '~/features/admin-dashboard/use-dashboard-data';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import { isSuperAdmin } from '~/features/admin-session/roles';
import { formatCount } from '~/lib/intl-format';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: 'Dashboard | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The back-office home (docs/back-office-screens.md §2 Dashboard). */
export default function DashboardPage() {
  const user = useAdminUser();
  const superAdmin = isSuperAdmin(user);
  const data = useDashboardData();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header>
        <h1 className="font-display text-2xl font-bold text-bone-50 sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-bone-300">Welcome back, {user.name}!</p>
      </header>

      {data.failed ? (
        <p
          role="alert"
          className="rounded-md border border-blood-700 bg-blood-900/40 px-4 py-3 text-sm text-bone-50"
        >
          Failed to load dashboard data
        </p>
      ) : null}

      {data.isLoading ? (
        <Spinner label="Loading dashboard..." className="py-16" />
      ) : (
        <>
          <section aria-label="Counts" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <CountCard
              label="Dev Diary Posts"
              value={data.counts.devDiaries}
              icon={BookOpen}
              to="/admin/dev-diaries"
            />
            <CountCard
              label="Total Users"
              value={data.counts.users}
              icon={Users}
              to={superAdmin ? '/admin/users' : undefined}
            />
            <CountCard label="Fighters" value={data.counts.fighters} icon={Swords} to="/admin/fighters" />
            <CountCard
              label="Subscribers"
              value={data.counts.subscribers}
              hint={
                data.counts.pendingSubscribers > 0
                  ? `${formatCount(data.counts.pendingSubscribers)} pending confirmation`
                  : undefined
              }
              icon={Newspaper}
              to={superAdmin ? '/admin/subscribers' : undefined}
            />
          </section>
          <div className="grid gap-6 lg:grid-cols-3">
            <QuickActions superAdmin={superAdmin} />
            <div className={superAdmin ? 'lg:col-span-1' : 'lg:col-span-2'}>
              <RecentPostsCard posts={data.posts} />
            </div>
            {superAdmin ? <RecentUsersCard users={data.users} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
