import type { User } from '@contracts/user';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';
import { RoleBadge } from './role-badge';
import { canDeleteUser, canEditUser } from './user-permissions';

// The Actions column stays in view while a narrow screen scrolls the table sideways.
const STICKY_HEAD = 'sticky right-0 bg-ink-900 px-4 py-3 text-right shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]';
const STICKY_CELL = 'sticky right-0 bg-ink-900 px-4 py-2 text-right shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]';

const COLUMNS = ['User', 'Role', 'Joined', 'Last Login', 'Actions'] as const;

type UserTableProps = {
  users: readonly User[];
  actor: User;
  state: 'loading' | 'error' | 'ready';
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onRetry: () => void;
};

function StateRow({ children }: { children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-bone-300">
        {children}
      </td>
    </tr>
  );
}

/** The accounts; Edit User and Delete User are enabled per back-office.md §6. */
export function UserTable({ users, actor, state, onEdit, onDelete, onRetry }: UserTableProps) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Users table" tabIndex={0}>
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-ink-700 text-xs tracking-wide text-bone-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Actions' ? STICKY_HEAD : 'px-4 py-3'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {state === 'loading' ? (
            <StateRow>
              <span role="status">Loading users...</span>
            </StateRow>
          ) : state === 'error' ? (
            <StateRow>
              <span role="alert" className="font-medium text-blood-400">
                Failed to load users
              </span>
              <Button variant="secondary" size="sm" className="ml-3" onClick={onRetry}>
                Try Again
              </Button>
            </StateRow>
          ) : users.length === 0 ? (
            <StateRow>No users found matching your criteria.</StateRow>
          ) : (
            users.map((user) => {
              const editable = canEditUser(actor, user);
              const deletable = canDeleteUser(actor, user);
              return (
                <tr key={user.id} className="hover:bg-ink-850/60">
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-700 font-semibold text-bone-50"
                      >
                        {user.name.trim().charAt(0).toUpperCase() || '?'}
                      </span>
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
                    <RoleBadge role={user.role} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-bone-300">
                    {formatDateTime(user.createdAt, '')}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-bone-300">
                    {formatDateTime(user.lastLogin, 'Never')}
                  </td>
                  <td className={STICKY_CELL}>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit User ${user.name}`}
                        title={editable ? 'Edit User' : 'You cannot edit this user'}
                        disabled={!editable}
                        onClick={() => onEdit(user)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete User ${user.name}`}
                        title={deletable ? 'Delete User' : 'You cannot delete this user'}
                        disabled={!deletable}
                        onClick={() => onDelete(user)}
                        className="text-blood-400"
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
