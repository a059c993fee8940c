import { describe, expect, it } from 'vitest';
import { canDeleteUser, canEditUser, editableRoles, roleChoices } from './user-permissions';

const superAdmin = { id: 1, role: 'super_admin' as const };
const otherSuper = { id: 2, role: 'super_admin' as const };
const admin = { id: 3, role: 'admin' as const };
const otherAdmin = { id: 4, role: 'admin' as const };
const player = { id: 5, role: 'user' as const };

describe('user permissions (docs/back-office-screens.md §6)', () => {
  it('lets a super admin edit non-super-admins and themselves', () => {
    expect(canEditUser(superAdmin, admin)).toBe(true);
    expect(canEditUser(superAdmin, player)).toBe(true);
    expect(canEditUser(superAdmin, superAdmin)).toBe(true);
    expect(canEditUser(superAdmin, otherSuper)).toBe(false);
  });

  it('lets an admin edit and delete only plain users', () => {
    expect(canEditUser(admin, player)).toBe(true);
    expect(canEditUser(admin, otherAdmin)).toBe(false);
    expect(canEditUser(admin, admin)).toBe(false);
    expect(canDeleteUser(admin, player)).toBe(true);
    expect(canDeleteUser(admin, otherAdmin)).toBe(false);
  });

  it('never deletes a super admin', () => {
    expect(canDeleteUser(superAdmin, superAdmin)).toBe(false);
    expect(canDeleteUser(superAdmin, otherSuper)).toBe(false);
    expect(canDeleteUser(superAdmin, admin)).toBe(true);
  });

  it('offers super_admin as a role only to a super admin, and never one’s own role', () => {
    expect(roleChoices(superAdmin)).toEqual(['user', 'admin', 'super_admin']);
    expect(roleChoices(admin)).toEqual(['user', 'admin']);
    expect(editableRoles(superAdmin, superAdmin)).toEqual(['super_admin']);
    expect(editableRoles(superAdmin, player)).toEqual(['user', 'admin', 'super_admin']);
    expect(editableRoles(admin, player)).toEqual(['user']);
  });
});
