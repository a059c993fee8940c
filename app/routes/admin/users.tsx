import type { User } from '@contracts/user';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { AccessDenied } from '~/features/admin-session/access-denied';
import { useAdminSession, useAdminUser } from '~/features/admin-session/admin-session-provider';
import { isSuperAdmin } from '~/features/admin-session/roles';
import { AddUserDialog } from '~/features/admin-users/add-user-dialog';
import { EditUserDialog } from '~/features/admin-users/edit-user-dialog';
import { PagedListCard } from '~/features/admin-shared/paged-list-card';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { usePagedRows } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import { WidePageHeader } from '~/features/admin-shared/wide-page-header';
import { useUserMutations, useUserPage, useUserStats } from '~/features/admin-users/user-api';
import { ROLE_FILTER_OPTIONS, USERS_PAGE_SIZE, userUrl } from '~/features/admin-users/user-filters';
import { UserStatCards } from '~/features/admin-users/user-stat-cards';
import { UserTable } from '~/features/admin-users/user-table';
import { SearchFilterToolbar } from '~/features/admin-shared/search-filter-toolbar';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [
  { title: 'User Management | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function UserManagement({ actor }: { actor: User }) {
  const { refresh } = useAdminSession();
  const { view, draft, setDraft, update } = useUrlListView(userUrl);
  const query = useUserPage(view);
  const stats = useUserStats();
  // The page on screen: the dialogs check duplicates against it first; the server checks them all.
  const { rows: users, total, paging } = usePagedRows(query, { view, update, pageSize: USERS_PAGE_SIZE });
  const { remove } = useUserMutations();
  const [editing, setEditing] = useState<User | null>(null);

  const confirmDelete = (user: User) =>
    remove.mutate(user.id, {
      onSuccess: () =>
        toast.success('User deleted successfully!', { description: `${user.name} has been removed.` }),
      onError: (error) =>
        toast.error('Failed to delete user', { description: error.message || 'Please try again later.' }),
    });

  const { askDelete, confirmProps } = useConfirmDelete(confirmDelete);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <WidePageHeader title="User Management" description="Accounts, roles and password resets.">
        {isSuperAdmin(actor) ? <AddUserDialog actor={actor} users={users} /> : null}
      </WidePageHeader>

      <UserStatCards stats={stats.data} />

      <PagedListCard
        title={`Users (${total})`}
        pagination={{ label: 'User pages', ...paging }}
        toolbar={
          <SearchFilterToolbar
            search={{
              label: 'Search users',
              placeholder: 'Search users by name, username, or email...',
              value: draft,
              onChange: setDraft,
            }}
            filter={{
              label: 'Filter by role',
              options: ROLE_FILTER_OPTIONS,
              value: view.role,
              onChange: (role) => update({ role }),
            }}
          />
        }
      >
        <UserTable
          users={users}
          actor={actor}
          state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
          onEdit={setEditing}
          onDelete={askDelete}
          onRetry={() => void query.refetch()}
        />
      </PagedListCard>

      <EditUserDialog
        actor={actor}
        users={users}
        user={editing}
        onClose={() => setEditing(null)}
        onSelfUpdated={() => void refresh()}
      />
      <ConfirmDialog
        {...confirmProps}
        title="Delete User"
        description="Are you sure you want to delete this user?"
      />
    </div>
  );
}

/** User Management on the real API; super admins only (the server refuses others anyway). */
export default function UsersPage() {
  const user = useAdminUser();
  if (!isSuperAdmin(user)) return <AccessDenied />;
  return <UserManagement actor={user} />;
}
