import type { Role } from '../user';

/** Whoever acts: the signed-in account's id and role. */
export type Actor = { id: number; role: Role };

/**
 * docs/back-office-screens.md §6: an admin edits and deletes only posts whose authorId is its
 * own; a super admin any post. A post whose author was deleted (authorId null) belongs to nobody,
 * so only a super admin may change it. The Publish and Feature toggles are offered to everyone.
 * The server enforces this rule and the back office greys out what it refuses, from this one module.
 */
export function canChangePost(actor: Actor, post: { authorId: number | null }): boolean {
  if (actor.role === 'super_admin') return true;
  if (actor.role === 'admin') return post.authorId !== null && post.authorId === actor.id;
  return false;
}
