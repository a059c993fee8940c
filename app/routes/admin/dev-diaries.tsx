import type { DevDiary } from '@contracts/dev-diary';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonVariants } from '~/components/ui/button';
import { Card, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { adminPostsQuery } from '~/features/admin-dev-diaries/post-api';
import { type PostFilter, filterPosts } from '~/features/admin-dev-diaries/post-filters';
import { PostStatCards } from '~/features/admin-dev-diaries/post-stat-cards';
import { PostTable } from '~/features/admin-dev-diaries/post-table';
import { PostToolbar } from '~/features/admin-dev-diaries/post-toolbar';
import { usePostActions } from '~/features/admin-dev-diaries/use-post-actions';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import type { Route } from './+types/dev-diaries';

export const meta: Route.MetaFunction = () => [
  { title: 'Dev Diary Management | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const EMPTY: DevDiary[] = [];

/** Dev Diary Management (back-office.md §2): stats, search and filters, the table, row actions. */
export default function DevDiariesPage() {
  const user = useAdminUser();
  const query = useQuery(adminPostsQuery);
  const posts = query.data ?? EMPTY;
  const [filter, setFilter] = useState<PostFilter>({ search: '', status: 'all', featured: 'all' });
  const [toDelete, setToDelete] = useState<DevDiary | null>(null);
  const { toggle, remove } = usePostActions();
  const visible = useMemo(() => filterPosts(posts, filter), [posts, filter]);

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

      <PostStatCards posts={posts} />

      <Card>
        <CardHeader className="gap-4">
          <CardTitle>Posts ({visible.length})</CardTitle>
          <PostToolbar filter={filter} onChange={setFilter} />
        </CardHeader>
        <PostTable
          posts={visible}
          user={user}
          state={state}
          busyId={busyId}
          onToggle={(post, flag) => toggle.mutate({ post, flag })}
          onDelete={setToDelete}
        />
      </Card>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Post"
        description="Are you sure you want to delete this post? This action cannot be undone."
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
