import { describe, expect, it } from 'vitest';
import type { DevDiary } from '../../../contracts/dev-diary';
import { canChangePost, onlyFlagsDiffer } from './permissions';

const superAdmin = { id: 1, role: 'super_admin' as const };
const admin = { id: 3, role: 'admin' as const };
const user = { id: 5, role: 'user' as const };

const stored: DevDiary = {
  id: 10,
  slug: 'a-post',
  title: 'A post',
  excerpt: 'Short.',
  content: 'Para one.\n\nPara two.\n',
  author: 'Someone',
  authorId: 1,
  tags: ['PC', 'Balance'],
  coverImage: null,
  featured: false,
  published: false,
  date: '2026-06-12T15:00:00Z',
  views: 4,
  createdAt: '2026-06-12T15:00:00.000Z',
  updatedAt: '2026-06-12T15:00:00.000Z',
};
// What the back office sends back on a toggle: the whole post, trimmed by the schema.
const sent = {
  title: 'A post',
  excerpt: 'Short.',
  content: 'Para one.\n\nPara two.',
  author: 'Someone',
  authorId: 1,
  tags: ['PC', 'Balance'],
  date: '2026-06-12T15:00:00.000Z',
};

describe('who may change a post (docs/back-office-screens.md §6)', () => {
  it('lets a super admin change any post, even one whose author was deleted', () => {
    expect(canChangePost(superAdmin, { authorId: 99 })).toBe(true);
    expect(canChangePost(superAdmin, { authorId: null })).toBe(true);
  });

  it('lets an admin change only its own posts', () => {
    expect(canChangePost(admin, { authorId: 3 })).toBe(true);
    expect(canChangePost(admin, { authorId: 1 })).toBe(false);
    expect(canChangePost(admin, { authorId: null })).toBe(false);
  });

  it('never lets a plain user change a post', () => {
    expect(canChangePost(user, { authorId: 5 })).toBe(false);
  });
});

describe('onlyFlagsDiffer', () => {
  it('accepts the whole post sent back with nothing but the flags changed', () => {
    expect(onlyFlagsDiffer(stored, sent)).toBe(true);
    expect(onlyFlagsDiffer(stored, { ...sent, authorId: undefined, date: undefined })).toBe(true);
    expect(onlyFlagsDiffer(stored, { ...sent, coverImage: null })).toBe(true);
  });

  it.each([
    ['title', { title: 'Another title' }],
    ['excerpt', { excerpt: '' }],
    ['content', { content: 'Para one.' }],
    ['author', { author: 'Me' }],
    ['authorId', { authorId: 3 }],
    ['authorId cleared', { authorId: null }],
    ['tags', { tags: ['PC'] }],
    ['tag order', { tags: ['Balance', 'PC'] }],
    ['date', { date: '2026-06-13T15:00:00.000Z' }],
    ['cover image', { coverImage: '/uploads/cover.webp' }],
  ])('refuses a change of %s', (_label, change) => {
    expect(onlyFlagsDiffer(stored, { ...sent, ...change })).toBe(false);
  });
});
