import { describe, expect, it } from 'vitest';
import { postPageQuery, readPostView, writePostView } from './post-filters';

describe('the post list view in the URL', () => {
  it('reads back what it writes, and falls back on unknown values', () => {
    const view = { search: 'Patch', status: 'draft', featured: 'featured', page: 2 } as const;
    expect(readPostView(writePostView(view))).toEqual(view);
    expect(readPostView(new URLSearchParams('status=gone&featured=maybe&page=x'))).toEqual({
      search: '',
      status: 'all',
      featured: 'all',
      page: 1,
    });
  });

  it('asks the server for the filters of the screen', () => {
    expect(postPageQuery({ search: ' art ', status: 'draft', featured: 'not-featured', page: 3 })).toEqual({
      search: 'art',
      status: 'draft',
      featured: 'false',
      limit: 50,
      offset: 100,
    });
    expect(postPageQuery({ search: '', status: 'published', featured: 'all', page: 1 })).toEqual({
      status: 'published',
      limit: 50,
      offset: 0,
    });
    expect(postPageQuery({ search: '', status: 'scheduled', featured: 'all', page: 1 })).toMatchObject({
      status: 'scheduled',
    });
    expect(readPostView(new URLSearchParams('status=scheduled')).status).toBe('scheduled');
  });
});
