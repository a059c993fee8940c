import { describe, expect, it } from 'vitest';
import { canDeleteUser, canEditUser } from '@contracts/rules/user-permissions';
import { editableRoles, roleChoices } from './user-permissions';

const superAdmin = { id: 1, role: 'super_admin' as const };
const otherSuper = { id: 2, role: 'super_admin' as const };
const admin = { id: 3, role: 'admin' as const };
const otherAdmin = { id: 4, role: 'admin' as const };
const player = { id: 5, role: 'user' as const };

const users = { superAdmin, otherSuper, admin, otherAdmin, player };
type Name = keyof typeof users;

describe('user permissions (docs/back-office-screens.md §6)', () => {
  // A super admin edits non-super-admins and themselves, an admin only plain users; no one
  // deletes a super admin.
  it.each<[actor: Name, target: Name, edit: boolean, remove: boolean]>([
    ['superAdmin', 'admin', true, true],
    ['superAdmin', 'player', true, true],
    ['superAdmin', 'superAdmin', true, false],
    ['superAdmin', 'otherSuper', false, false],
    ['admin', 'player', true, true],
    ['admin', 'otherAdmin', false, false],
    ['admin', 'admin', false, false],
  ])('%s → %s: edit %s, delete %s', (actor, target, edit, remove) => {
    expect(canEditUser(users[actor], users[target])).toBe(edit);
    expect(canDeleteUser(users[actor], users[target])).toBe(remove);
  });

  it('offers super_admin as a role only to a super admin, and never one’s own role', () => {
    expect(roleChoices(superAdmin)).toEqual(['user', 'admin', 'super_admin']);
    expect(roleChoices(admin)).toEqual(['user', 'admin']);
    expect(editableRoles(superAdmin, superAdmin)).toEqual(['super_admin']);
    expect(editableRoles(superAdmin, player)).toEqual(['user', 'admin', 'super_admin']);
    expect(editableRoles(admin, player)).toEqual(['user']);
  });
});
