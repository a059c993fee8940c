import type { Role, User } from '@contracts/user';

type Person = Pick<User, 'id' | 'role'>;

/**
 * docs/back-office-screens.md §6, mirrored from the server so buttons are disabled before a 403: a super
 * admin edits any non-super-admin and themselves; others only plain users.
 */
export function canEditUser(actor: Person, target: Person): boolean {
  if (actor.role === 'super_admin') return target.role !== 'super_admin' || target.id === actor.id;
  return actor.role === 'admin' && target.role === 'user';
}

/** A super admin deletes non-super-admins; others only plain users; nobody deletes a super admin. */
export function canDeleteUser(actor: Person, target: Person): boolean {
  if (target.role === 'super_admin') return false;
  if (actor.role === 'super_admin') return true;
  return actor.role === 'admin' && target.role === 'user';
}

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
