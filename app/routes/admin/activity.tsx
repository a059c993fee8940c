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
import { PagedListCard } from '~/features/admin-shared/paged-list-card';
import { usePaging } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import { WidePageHeader } from '~/features/admin-shared/wide-page-header';
import { formatCount } from '~/lib/intl-format';
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
      <WidePageHeader
        title="Activity"
        description={
          <>
            Every change made in the back office, every sign-in and sign-out, newest first. Times are in{' '}
            {timeZone}.
          </>
        }
      />
      <PagedListCard
        title={
          <>
            Entries ({formatCount(total)}
            {exact ? '' : '+'})
          </>
        }
        pagination={{ label: 'Activity pages', ...paging }}
        toolbar={
          <ActivityToolbar
            view={view}
            actorDraft={draft}
            onActorChange={setDraft}
            onChange={update}
            onClear={clear}
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
          />
        }
      >
        <ListState
          query={query}
          what="activity"
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
      </PagedListCard>
    </div>
  );
}

/** The audit log, for super admins only (the server refuses others anyway). */
export default function ActivityPage() {
  const user = useAdminUser();
  if (!isSuperAdmin(user)) return <AccessDenied />;
  return <Activity />;
}
