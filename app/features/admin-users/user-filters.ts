import type { Role, User } from '@contracts/user';

export type RoleFilter = 'all' | Role;

export const ROLE_FILTER_OPTIONS: readonly { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'super_admin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

/** Case-insensitive search over name, username and email, then the role (back-office.md §5). */
export function filterUsers(users: readonly User[], search: string, role: RoleFilter): User[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (role === 'all' || user.role === role) &&
      (!needle ||
        user.name.toLowerCase().includes(needle) ||
        user.username.toLowerCase().includes(needle) ||
        user.email.toLowerCase().includes(needle)),
  );
}

export function userStats(users: readonly User[]) {
  const regular = users.filter((user) => user.role === 'user').length;
  return { total: users.length, admins: users.length - regular, regular };
}
