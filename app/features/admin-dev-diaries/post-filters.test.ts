import { describe, expect, it } from 'vitest';
import { postPageQuery, postUrl } from './post-filters';

describe('the post list query', () => {
  it('asks the server for the filters of the screen, featured as true or false', () => {
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
    expect(postUrl.read(new URLSearchParams('status=scheduled')).status).toBe('scheduled');
  });
});
