import { Card, CardHeader, CardTitle } from '~/components/ui/card';
import { useActivityPage } from '~/features/admin-activity/activity-api';
import {
  ACTIVITY_PAGE_SIZE,
  isFiltered,
  readActivityView,
  writeActivityView,
} from '~/features/admin-activity/activity-filters';
import { ActivityCards } from '~/features/admin-activity/activity-cards';
import { ActivityTable } from '~/features/admin-activity/activity-table';
import { ActivityToolbar } from '~/features/admin-activity/activity-toolbar';
import { useStudioTimeZone } from '~/features/admin-dev-diaries/use-studio-time-zone';
import { AccessDenied } from '~/features/admin-session/access-denied';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import { isSuperAdmin } from '~/features/admin-session/roles';
import { ListState } from '~/features/admin-shared/list-state';
import { Pagination } from '~/features/admin-shared/pagination';
import { usePaging } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import type { Route } from './+types/activity';

export const meta: Route.MetaFunction = () => [
  { title: 'Activity | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function Activity() {
  const timeZone = useStudioTimeZone();
  const { view, draft, setDraft, update, clear } = useUrlListView({
    read: readActivityView,
    write: writeActivityView,
  });
  const query = useActivityPage(view, timeZone);
  const entries = query.data?.data ?? [];
  const meta = query.data?.meta;
  const total = meta?.total ?? 0;
  const exact = meta?.totalExact !== false;
  const paging = usePaging({ view, update, query, pageSize: ACTIVITY_PAGE_SIZE, total, totalExact: exact });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header>
        <h1 className="font-display text-2xl font-bold text-bone-50 sm:text-3xl">Activity</h1>
        <p className="mt-1 text-sm text-bone-300">
          Every change made in the back office, every sign-in and sign-out, newest first. Times are in{' '}
          {timeZone}.
        </p>
      </header>
      <Card>
        <CardHeader className="gap-4">
          <CardTitle>
            Entries ({total.toLocaleString('en-US')}
            {exact ? '' : '+'})
          </CardTitle>
          <ActivityToolbar
            view={view}
            actorDraft={draft}
            onActorChange={setDraft}
            onChange={update}
            onClear={clear}
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
          />
        </CardHeader>
        <ListState
          query={query}
          loadingLabel="Loading activity..."
          errorFallback="Failed to load activity"
          isEmpty={entries.length === 0}
          emptyText={
            isFiltered(view)
              ? 'No activity matches these filters. The log is quiet here.'
              : 'No activity yet. Nothing has been changed, and nobody has signed in.'
          }
          boxed
        >
          {/* One of the two shows, by width; a page holds at most 2 × 50 entries in the DOM. */}
          <div aria-busy={query.isPlaceholderData} className="border-t border-ink-700">
            <div className="hidden md:block">
              <ActivityTable entries={entries} timeZone={timeZone} />
            </div>
            <div className="md:hidden">
              <ActivityCards entries={entries} timeZone={timeZone} />
            </div>
          </div>
        </ListState>
        <Pagination label="Activity pages" {...paging} />
      </Card>
    </div>
  );
}

/** The audit log, for super admins only (the server refuses others anyway). */
export default function ActivityPage() {
  const user = useAdminUser();
  if (!isSuperAdmin(user)) return <AccessDenied />;
  return <Activity />;
}
