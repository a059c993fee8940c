import type { Role } from '../user';
import type { Actor } from './post-permissions';

type Target = { id: number; role: Role };

/**
 * docs/back-office-screens.md §6, enforced by the server and mirrored by the back office so buttons
 * are disabled before a 403: a super admin edits any non-super-admin and themselves; an admin only
 * plain users. Nobody deletes or demotes a super admin but themselves.
 */
export function canEditUser(actor: Actor, target: Target): boolean {
  if (actor.role === 'super_admin') return target.role !== 'super_admin' || target.id === actor.id;
  if (actor.role === 'admin') return target.role === 'user';
  return false;
}

/** A super admin deletes non-super-admins; an admin only plain users; nobody deletes a super admin. */
export function canDeleteUser(actor: Actor, target: Target): boolean {
  if (target.role === 'super_admin') return false;
  if (actor.role === 'super_admin') return true;
  if (actor.role === 'admin') return target.role === 'user';
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
