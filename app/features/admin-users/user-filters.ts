import type { Role } from '@contracts/user';

export type RoleFilter = 'all' | Role;

export const ROLE_FILTER_OPTIONS: readonly { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'super_admin', label: 'Super Admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

/** Accounts per page of the screen. */
export const USERS_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=ada&role=admin&page=2`). */
export type UserView = { search: string; role: RoleFilter; page: number };

const ROLE_VALUES = ROLE_FILTER_OPTIONS.map((option) => option.value);

export function readUserView(params: URLSearchParams): UserView {
  const role = params.get('role') as RoleFilter;
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    role: ROLE_VALUES.includes(role) ? role : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeUserView(view: UserView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.role !== 'all') params.set('role', view.role);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API query of a view: search over name, username and email, the role, the page. */
export function userPageQuery(view: UserView) {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(view.role !== 'all' ? { role: view.role } : {}),
    limit: USERS_PAGE_SIZE,
    offset: (view.page - 1) * USERS_PAGE_SIZE,
  };
}
