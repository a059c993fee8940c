import type { Role } from '../../../contracts/user';

type Actor = { id: number; role: Role };
type Target = { id: number; role: Role };

/**
 * docs/back-office-screens.md §6, enforced on the server. Nobody deletes or demotes a super admin but
 * themselves.
 */
export function canEditUser(actor: Actor, target: Target): boolean {
  if (actor.role === 'super_admin') return target.role !== 'super_admin' || target.id === actor.id;
  if (actor.role === 'admin') return target.role === 'user';
  return false;
}

export function canDeleteUser(actor: Actor, target: Target): boolean {
  if (target.role === 'super_admin') return false;
  if (actor.role === 'super_admin') return true;
  if (actor.role === 'admin') return target.role === 'user';
  return false;
}

/** Role choices: user and admin, plus super_admin for a super admin; an admin may only keep users users. */
export function canAssignRole(actor: Actor, role: Role): boolean {
  if (actor.role === 'super_admin') return true;
  if (actor.role === 'admin') return role === 'user';
  return false;
}

/**
 * Who may send an account a two-factor enrolment link (docs/back-office-screens.md §6): a super admin
 * to any account, themselves and other super admins included (REQUIRE_2FA=super_admin is about them);
 * an admin to accounts that are not super admins. The link goes to the account's own address and only
 * narrows how it enrols, so it asks less trust than editing the account.
 */
export function canSendEnrolmentLink(actor: Actor, target: Target): boolean {
  if (actor.role === 'super_admin') return true;
  if (actor.role === 'admin') return target.role !== 'super_admin';
  return false;
}
