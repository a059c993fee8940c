import type { DevDiary } from '@contracts/dev-diary';
import { describe, expect, it } from 'vitest';
import { filterPosts, postStats } from './post-filters';

const post = (fields: Partial<DevDiary>): DevDiary => ({
  id: 1,
  slug: 'a',
  title: 'A',
  excerpt: '',
  content: 'x',
  author: 'Someone',
  authorId: null,
  tags: [],
  featured: false,
  published: true,
  date: '2026-01-01T00:00:00.000Z',
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const posts = [
  post({ id: 1, title: 'Inside the Cycle', author: 'Tobias', tags: ['Combat System'], featured: true }),
  post({ id: 2, title: 'Art of Vespera', author: 'Dario', tags: ['Art'], published: false }),
  post({ id: 3, title: 'Patch 1.2', author: 'Mira', tags: ['Patch Notes'] }),
];

describe('filterPosts', () => {
  const all = { search: '', status: 'all', featured: 'all' } as const;

  it('searches title, author and tags without regard to case', () => {
    expect(filterPosts(posts, { ...all, search: 'cycle' }).map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, { ...all, search: 'DARIO' }).map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, { ...all, search: 'patch notes' }).map((p) => p.id)).toEqual([3]);
  });

  it('filters by status and featured flag', () => {
    expect(filterPosts(posts, { ...all, status: 'draft' }).map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, { ...all, status: 'published' }).map((p) => p.id)).toEqual([1, 3]);
    expect(filterPosts(posts, { ...all, featured: 'featured' }).map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, { ...all, featured: 'not-featured' }).map((p) => p.id)).toEqual([2, 3]);
  });
});

describe('postStats', () => {
  it('counts every post, published, drafts and featured', () => {
    expect(postStats(posts)).toEqual({ total: 3, published: 2, drafts: 1, featured: 1 });
  });
});
