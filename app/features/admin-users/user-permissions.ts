import type { Role, User } from '@contracts/user';

// Who may edit or delete an account: contracts/rules/user-permissions.ts, shared with the server.

type Person = Pick<User, 'id' | 'role'>;

/** Role choices: user and admin, plus super_admin only for a super admin. */
export function roleChoices(actor: Person): Role[] {
  return actor.role === 'super_admin' ? ['user', 'admin', 'super_admin'] : ['user', 'admin'];
}

/**
 * Roles the actor may give this user when editing. Nobody changes their own role and an admin
 * only keeps plain users plain (the server refuses both): a single choice means the role is fixed.
 */
export function editableRoles(actor: Person, target: Person): Role[] {
  if (target.id === actor.id || actor.role !== 'super_admin') return [target.role];
  return roleChoices(actor);
}
