import { describe, expect, it } from 'vitest';
import { messagePageQuery, readMessageView, writeMessageView } from './support-filters';

describe('the support messages view in the URL', () => {
  it('reads back what it writes, and falls back on unknown values', () => {
    const view = { search: 'Lost save', status: 'replied', page: 3 } as const;
    expect(readMessageView(writeMessageView(view))).toEqual(view);
    expect(readMessageView(new URLSearchParams('status=open&page=zero'))).toEqual({
      search: '',
      status: 'all',
      page: 1,
    });
    expect(writeMessageView({ search: '', status: 'all', page: 1 }).toString()).toBe('');
  });

  it('asks the server for the page of the view', () => {
    expect(messagePageQuery({ search: ' save ', status: 'new', page: 2 })).toEqual({
      search: 'save',
      status: 'new',
      limit: 50,
      offset: 50,
    });
    expect(messagePageQuery({ search: '', status: 'all', page: 1 })).toEqual({ limit: 50, offset: 0 });
  });
});
