import { describe, expect, it } from 'vitest';
import { filterQuery, readView, writeView } from './subscriber-filters';

describe('the view in the URL', () => {
  it('reads the filters, the search and the page', () => {
    expect(readView(new URLSearchParams('q=ana&status=active&source=social&page=3'))).toEqual({
      search: 'ana',
      status: 'active',
      source: 'social',
      page: 3,
    });
  });

  it('falls back to the plain view on unknown or missing values', () => {
    expect(readView(new URLSearchParams('status=gone&source=tv&page=-2'))).toEqual({
      search: '',
      status: 'all',
      source: 'all',
      page: 1,
    });
    expect(readView(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the plain view, and reads back the same', () => {
    expect(writeView({ search: '', status: 'all', source: 'all', page: 1 }).toString()).toBe('');
    const view = { search: 'Ana Marsh', status: 'unsubscribed', source: 'website', page: 2 } as const;
    expect(readView(writeView(view))).toEqual(view);
  });
});

describe('filterQuery', () => {
  it('trims the search and leaves "all" out', () => {
    expect(filterQuery({ search: '  ana ', status: 'all', source: 'social' })).toEqual({
      search: 'ana',
      source: 'social',
    });
    expect(filterQuery({ search: '   ', status: 'all', source: 'all' })).toEqual({});
  });
});
