import type { Role, User } from '@contracts/user';

/** Badge and filter labels for the three roles (docs/back-office-screens.md §2). */
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  user: 'User',
};

export const isSuperAdmin = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'super_admin';
