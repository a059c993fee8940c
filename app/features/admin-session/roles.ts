import type { Role, User } from '@contracts/user';

/** Badge and filter labels for the three roles (docs/back-office-screens.md §2). */
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  user: 'User',
};

/**
 * Only staff reach the back office; role `user` has public-site access only (docs/back-office-screens.md §6).
 */
export const isStaffRole = (role: Role) => role === 'admin' || role === 'super_admin';

export const isSuperAdmin = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'super_admin';
