import { describe, expect, it } from 'vitest';
import { canAssignRole, canDeleteUser, canEditUser } from './permissions';

const superAdmin = { id: 1, role: 'super_admin' as const };
const otherSuper = { id: 2, role: 'super_admin' as const };
const admin = { id: 3, role: 'admin' as const };
const otherAdmin = { id: 4, role: 'admin' as const };
const user = { id: 5, role: 'user' as const };

describe('user permissions (docs/back-office-screens.md §6)', () => {
  it('lets a super admin edit non-super-admins and themselves, not another super admin', () => {
    expect(canEditUser(superAdmin, admin)).toBe(true);
    expect(canEditUser(superAdmin, user)).toBe(true);
    expect(canEditUser(superAdmin, superAdmin)).toBe(true);
    expect(canEditUser(superAdmin, otherSuper)).toBe(false);
  });

  it('lets an admin edit plain users only', () => {
    expect(canEditUser(admin, user)).toBe(true);
    expect(canEditUser(admin, otherAdmin)).toBe(false);
    expect(canEditUser(admin, admin)).toBe(false);
    expect(canEditUser(admin, superAdmin)).toBe(false);
  });

  it('never lets anyone delete a super admin', () => {
    expect(canDeleteUser(superAdmin, otherSuper)).toBe(false);
    expect(canDeleteUser(superAdmin, superAdmin)).toBe(false);
    expect(canDeleteUser(superAdmin, admin)).toBe(true);
    expect(canDeleteUser(admin, user)).toBe(true);
    expect(canDeleteUser(admin, otherAdmin)).toBe(false);
    expect(canDeleteUser(user, user)).toBe(false);
  });

  it('offers super_admin as a role only to a super admin', () => {
    expect(canAssignRole(superAdmin, 'super_admin')).toBe(true);
    expect(canAssignRole(admin, 'admin')).toBe(false);
    expect(canAssignRole(admin, 'user')).toBe(true);
  });
});
