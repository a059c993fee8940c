import type { DevDiary } from '@contracts/dev-diary';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonVariants } from '~/components/ui/button';
import { Card, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { usePostPage, usePostStats } from '~/features/admin-dev-diaries/post-api';
import { POSTS_PAGE_SIZE, postUrl } from '~/features/admin-dev-diaries/post-filters';
import { PostStatCards } from '~/features/admin-dev-diaries/post-stat-cards';
import { PostTable } from '~/features/admin-dev-diaries/post-table';
import { PostToolbar } from '~/features/admin-dev-diaries/post-toolbar';
import { usePostActions } from '~/features/admin-dev-diaries/use-post-actions';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import { Pagination } from '~/features/admin-shared/pagination';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { usePaging } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import type { Route } from './+types/dev-diaries';

export const meta: Route.MetaFunction = () => [
  { title: 'Dev Diary Management | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const EMPTY: DevDiary[] = [];

/**
 * Dev Diary Management (docs/back-office-screens.md §2): stats, search and filters, the table, row actions.
 * The server pages, filters, searches and counts; the view lives in the URL.
 */
export default function DevDiariesPage() {
  const user = useAdminUser();
  const { view, draft, setDraft, update } = useUrlListView(postUrl);
  const query = usePostPage(view);
  const stats = usePostStats();
  const visible = query.data?.data ?? EMPTY;
  const total = query.data?.meta.total ?? 0;
  const paging = usePaging({ view, update, query, pageSize: POSTS_PAGE_SIZE, total });
  const { toggle, remove } = usePostActions();
  const { askDelete, confirmProps } = useConfirmDelete((post: DevDiary) => remove.mutate(post));

  useEffect(() => {
    if (query.isError) toast.error('Error', { description: 'Failed to load dev diaries. Please try again.' });
  }, [query.isError, query.errorUpdatedAt]);

  const busyId = toggle.isPending ? toggle.variables.post.id : remove.isPending ? remove.variables.id : null;
  const state = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-2xl font-bold text-bone-50 sm:text-3xl">Dev Diary Management</h1>
          <p className="mt-1 text-sm text-bone-300">
            Write, publish and feature the studio's dev diary posts.
          </p>
        </div>
        <Link to="/admin/dev-diaries/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New Post
        </Link>
      </header>

      <PostStatCards stats={stats.data} />

      <Card>
        <CardHeader className="gap-4">
          <CardTitle>Posts ({total})</CardTitle>
          <PostToolbar
            filter={{ search: draft, status: view.status, featured: view.featured }}
            onChange={(next) => {
              if (next.search !== draft) setDraft(next.search);
              // Only the filter that changed: the other one may have changed too, its URL still loading.
              else if (next.status !== view.status) update({ status: next.status });
              else update({ featured: next.featured });
            }}
          />
        </CardHeader>
        <PostTable
          posts={visible}
          user={user}
          state={state}
          busyId={busyId}
          onToggle={(post, flag) => toggle.mutate({ post, flag })}
          onDelete={askDelete}
        />
        <Pagination label="Post pages" {...paging} />
      </Card>

      <ConfirmDialog
        {...confirmProps}
        title="Delete Post"
        description="Are you sure you want to delete this post? This action cannot be undone."
      />
    </div>
  );
}
