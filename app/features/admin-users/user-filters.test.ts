import { describe, expect, it } from 'vitest';
import { readUserView, userPageQuery, writeUserView } from './user-filters';

describe('the users view in the URL', () => {
  it('reads back what it writes, and falls back on unknown values', () => {
    const view = { search: 'Ada', role: 'super_admin', page: 2 } as const;
    expect(readUserView(writeUserView(view))).toEqual(view);
    expect(readUserView(new URLSearchParams('role=owner&page=0'))).toEqual({
      search: '',
      role: 'all',
      page: 1,
    });
  });

  it('asks the server for the page of the view', () => {
    expect(userPageQuery({ search: ' ada ', role: 'admin', page: 2 })).toEqual({
      search: 'ada',
      role: 'admin',
      limit: 50,
      offset: 50,
    });
  });
});
