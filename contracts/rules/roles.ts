import type { Role } from '../user';

/**
 * Staff are admins and super admins: only they reach the back office; role `user` has public-site
 * access only (docs/back-office-screens.md §6). The server's guards and the back office's session
 * both ask this.
 */
export const isStaffRole = (role: Role) => role === 'admin' || role === 'super_admin';
