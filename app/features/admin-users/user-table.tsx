import type { User, UserListItem } from '@contracts/user';
import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '~/components/ui/button';
import { DataTable, STICKY_CELL } from '~/features/admin-shared/data-table';
import { formatDateTime } from '~/lib/format-date';
import { RoleBadge } from './role-badge';
import { TwoFactorBadge } from './two-factor-badge';
import { canDeleteUser, canEditUser } from '@contracts/rules/user-permissions';
import { UserRowMenu } from './user-row-menu';
import { InitialAvatar } from '~/components/ui/initial-avatar';

// The columns docs/back-office-screens.md §6 lists; how an account signs in shows under its role.
const COLUMNS = ['User', 'Role', 'Joined', 'Last Login', 'Actions'] as const;

/** A listed account; how it signs in comes with the list (absent only while a page is replaced). */
type UserRow = User & Partial<UserListItem>;

type UserTableProps = {
  users: readonly UserRow[];
  actor: User;
  state: 'loading' | 'error' | 'ready';
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onRetry: () => void;
};

/**
 * The accounts with their 2FA status; Edit User, Delete User and the row menu's Send 2FA enrolment
 * link are enabled per docs/back-office-screens.md §6.
 */
export function UserTable({ users, actor, state, onEdit, onDelete, onRetry }: UserTableProps) {
  return (
    <DataTable
      label="Users table"
      columns={COLUMNS}
      className="min-w-[860px]"
      state={state}
      loadingText="Loading users..."
      errorText="Failed to load users"
      onRetry={onRetry}
      isEmpty={users.length === 0}
      emptyText="No users found matching your criteria."
    >
      {users.map((user) => {
        const editable = canEditUser(actor, user);
        const deletable = canDeleteUser(actor, user);
        return (
          <tr key={user.id} className="hover:bg-ink-850/60">
            <td className="px-4 py-3">
              <div className="flex items-center gap-3">
                <InitialAvatar name={user.name} />
                <div className="min-w-0">
                  <p className="font-semibold text-bone-50">
                    {user.name}
                    {user.id === actor.id ? (
                      <span className="ml-2 text-xs font-normal text-bone-500">(you)</span>
                    ) : null}
                  </p>
                  <p className="text-xs text-bone-300">
                    @{user.username} · {user.email}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-col items-start gap-1.5">
                <RoleBadge role={user.role} />
                <TwoFactorBadge user={user} />
              </div>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-bone-300">
              {formatDateTime(user.createdAt, '')}
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-bone-300">
              {formatDateTime(user.lastLogin, 'Never')}
            </td>
            <td className={STICKY_CELL}>
              <div className="flex justify-end gap-1">
                <UserAction verb="Edit" user={user} allowed={editable} onClick={() => onEdit(user)}>
                  <Pencil aria-hidden="true" />
                </UserAction>
                <UserAction
                  verb="Delete"
                  user={user}
                  allowed={deletable}
                  onClick={() => onDelete(user)}
                  className="text-blood-400"
                >
                  <Trash2 aria-hidden="true" />
                </UserAction>
                <UserRowMenu user={user} actor={actor} />
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/**
 * An icon button named after its user ("Edit User Ada"). One staff may not use is disabled, and
 * its tooltip says why rather than naming the action.
 */
function UserAction({
  verb,
  user,
  allowed,
  ...props
}: ComponentProps<typeof Button> & { verb: 'Edit' | 'Delete'; user: Pick<User, 'name'>; allowed: boolean }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${verb} User ${user.name}`}
      title={allowed ? `${verb} User` : `You cannot ${verb.toLowerCase()} this user`}
      disabled={!allowed}
      {...props}
    />
  );
}
