import type { User } from '@contracts/user';
import { readSession } from '~/lib/session-token';
import { isStaffRole } from '@contracts/rules/roles';

/** The staff member of the stored session, before the server has checked its token. */
export function storedStaffUser(): User | null {
  const user = readSession()?.user;
  return user && isStaffRole(user.role) ? user : null;
}
