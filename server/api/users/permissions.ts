import type { Role } from '../../../contracts/user';

// Who may edit, delete or send an enrolment link: one rule with the back office, in contracts/.
export { canDeleteUser, canEditUser, canSendEnrolmentLink } from '../../../contracts/rules/user-permissions';

type Actor = { id: number; role: Role };

/** Role choices: user and admin, plus super_admin for a super admin; an admin may only keep users users. */
export function canAssignRole(actor: Actor, role: Role): boolean {
  if (actor.role === 'super_admin') return true;
  if (actor.role === 'admin') return role === 'user';
  return false;
}
