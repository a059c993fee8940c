import type { DevDiary } from '@contracts/dev-diary';
import type { User } from '@contracts/user';

/**
 * docs/back-office-screens.md §6: an admin edits and deletes only posts whose authorId is their own id; a
 * super admin any post. Publish and Feature toggles are offered to everyone. The server enforces the same.
 */
export function canChangePost(user: Pick<User, 'id' | 'role'>, post: Pick<DevDiary, 'authorId'>): boolean {
  if (user.role === 'super_admin') return true;
  return user.role === 'admin' && post.authorId !== null && post.authorId === user.id;
}
