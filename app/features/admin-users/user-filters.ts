import { ROLES, type Role } from '@contracts/user';
import { type UrlView, urlView } from '~/features/admin-shared/url-view';

export type RoleFilter = 'all' | Role;

export const ROLE_FILTER_OPTIONS: readonly { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'super_admin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

/** Accounts per page of the screen. */
export const USERS_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=ada&role=admin&page=2`); the search covers name, username and email. */
export type UserView = UrlView<{ role: typeof ROLES }>;
export const userUrl = urlView({ role: ROLES }, USERS_PAGE_SIZE);
