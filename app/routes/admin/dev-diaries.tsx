import type { DevDiary } from '@contracts/dev-diary';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { usePostPage, usePostStats } from '~/features/admin-dev-diaries/post-api';
import { POSTS_PAGE_SIZE, postUrl } from '~/features/admin-dev-diaries/post-filters';
import { PostStatCards } from '~/features/admin-dev-diaries/post-stat-cards';
import { PostTable } from '~/features/admin-dev-diaries/post-table';
import { PostToolbar } from '~/features/admin-dev-diaries/post-toolbar';
import { usePostActions } from '~/features/admin-dev-diaries/use-post-actions';
import { usePostTranslations } from '~/features/admin-dev-diaries/use-post-translations';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import { PagedListCard } from '~/features/admin-shared/paged-list-card';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { usePagedRows } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import { WidePageHeader } from '~/features/admin-shared/wide-page-header';
import type { Route } from './+types/dev-diaries';

export const meta: Route.MetaFunction = () => [
  { title: 'Dev Diary Management | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * Dev Diary Management (docs/back-office-screens.md §2): stats, search and filters, the table, row
 * actions, and each post's translations on a site serving several locales.
 * The server pages, filters, searches and counts; the view lives in the URL.
 */
export default function DevDiariesPage() {
  const user = useAdminUser();
  const { view, draft, setDraft, update } = useUrlListView(postUrl);
  const query = usePostPage(view);
  const stats = usePostStats();
  const { rows: visible, total, paging } = usePagedRows(query, { view, update, pageSize: POSTS_PAGE_SIZE });
  const { toggle, remove } = usePostActions();
  const { askDelete, confirmProps } = useConfirmDelete((post: DevDiary) => remove.mutate(post));
  const translations = usePostTranslations(view);

  useEffect(() => {
    if (query.isError) toast.error('Error', { description: 'Failed to load dev diaries. Please try again.' });
  }, [query.isError, query.errorUpdatedAt]);

  const busyId = toggle.isPending ? toggle.variables.post.id : remove.isPending ? remove.variables.id : null;
  const state = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <WidePageHeader
        title="Dev Diary Management"
        description="Write, publish and feature the studio's dev diary posts."
      >
        <Link to="/admin/dev-diaries/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New Post
        </Link>
      </WidePageHeader>

      <PostStatCards stats={stats.data} />

      <PagedListCard
        title={`Posts (${total})`}
        pagination={{ label: 'Post pages', ...paging }}
        toolbar={
          <PostToolbar
            filter={{ search: draft, status: view.status, featured: view.featured }}
            onChange={(next) => {
              if (next.search !== draft) setDraft(next.search);
              // Only the filter that changed: the other one may have changed too, its URL still loading.
              else if (next.status !== view.status) update({ status: next.status });
              else update({ featured: next.featured });
            }}
          />
        }
      >
        <PostTable
          posts={visible}
          user={user}
          state={state}
          busyId={busyId}
          onToggle={(post, flag) => toggle.mutate({ post, flag })}
          onDelete={askDelete}
          translations={translations}
        />
      </PagedListCard>

      {translations.dialog}

      <ConfirmDialog
        {...confirmProps}
        title="Delete Post"
        description="Are you sure you want to delete this post? This action cannot be undone."
      />
    </div>
  );
}
