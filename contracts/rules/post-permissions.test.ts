import { describe, expect, it } from 'vitest';
import { canChangePost } from './post-permissions';

// The back office greys out Edit and Delete with this rule; the server refuses with it
// (server/api/dev-diaries/permissions.test.ts checks the same cases through the server's module).
describe('who may change a post, on both sides (docs/back-office-screens.md §6)', () => {
  it.each([
    [{ id: 1, role: 'super_admin' as const }, null, true],
    [{ id: 3, role: 'admin' as const }, 3, true],
    [{ id: 3, role: 'admin' as const }, 1, false],
    [{ id: 3, role: 'admin' as const }, null, false],
    [{ id: 5, role: 'user' as const }, 5, false],
  ])('%o on a post by %s: %s', (actor, authorId, allowed) => {
    expect(canChangePost(actor, { authorId })).toBe(allowed);
  });
});
