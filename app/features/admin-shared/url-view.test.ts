import { describe, expect, it } from 'vitest';
import { feedbackUrl } from '~/features/admin-feedback/feedback-filters';
import { postUrl } from '~/features/admin-dev-diaries/post-filters';
import { subscriberUrl } from '~/features/admin-subscribers/subscriber-filters';
import { messageUrl } from '~/features/admin-support/support-filters';
import { userUrl } from '~/features/admin-users/user-filters';

// Each screen's view: one it can show, and a URL of unknown values that reads as the plain view.
const screens = [
  {
    name: 'feedback',
    url: feedbackUrl,
    view: { search: 'menu lag', status: 'in-progress', page: 4 },
    unknown: 'status=done&page=-1',
  },
  {
    name: 'support messages',
    url: messageUrl,
    view: { search: 'Lost save', status: 'replied', page: 3 },
    unknown: 'status=open&page=zero',
  },
  {
    name: 'users',
    url: userUrl,
    view: { search: 'Ada', role: 'super_admin', page: 2 },
    unknown: 'role=owner&page=0',
  },
  {
    name: 'posts',
    url: postUrl,
    view: { search: 'Patch', status: 'draft', featured: 'featured', page: 2 },
    unknown: 'status=gone&featured=maybe&page=x',
  },
  {
    name: 'subscribers',
    url: subscriberUrl,
    view: { search: 'Ana Marsh', status: 'unsubscribed', source: 'website', page: 2 },
    unknown: 'status=gone&source=tv&page=-2',
  },
] as const;

describe.each(screens)('the $name view in the URL', ({ url, view, unknown }) => {
  // The screens' views differ in their filters, so the table is read through one loose type.
  const { read, write } = url as unknown as {
    read: (params: URLSearchParams) => Record<string, unknown>;
    write: (view: Record<string, unknown>) => URLSearchParams;
  };
  const plain = Object.fromEntries(Object.keys(view).map((key) => [key, 'all']));

  it('reads back what it writes', () => {
    expect(read(write(view))).toEqual(view);
  });

  it('falls back on unknown values, and writes the plain view as no params', () => {
    const expected = { ...plain, search: '', page: 1 };
    expect(read(new URLSearchParams(unknown))).toEqual(expected);
    expect(write(expected).toString()).toBe('');
  });
});

describe('a view in the URL', () => {
  it('reads the search, the filters and the page, and takes a whole page number only', () => {
    expect(subscriberUrl.read(new URLSearchParams('q=ana&status=active&source=social&page=3'))).toEqual({
      search: 'ana',
      status: 'active',
      source: 'social',
      page: 3,
    });
    expect(subscriberUrl.read(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('asks the server for the page of the view, the search trimmed and "all" left out', () => {
    expect(feedbackUrl.pageQuery({ search: ' lag ', status: 'closed', page: 3 })).toEqual({
      search: 'lag',
      status: 'closed',
      limit: 50,
      offset: 100,
    });
    expect(messageUrl.pageQuery({ search: ' save ', status: 'new', page: 2 })).toEqual({
      search: 'save',
      status: 'new',
      limit: 50,
      offset: 50,
    });
    expect(messageUrl.pageQuery({ search: '', status: 'all', page: 1 })).toEqual({ limit: 50, offset: 0 });
    expect(userUrl.pageQuery({ search: ' ada ', role: 'admin', page: 2 })).toEqual({
      search: 'ada',
      role: 'admin',
      limit: 50,
      offset: 50,
    });
  });

  it('gives the filters alone for a query over every page', () => {
    expect(subscriberUrl.filterQuery({ search: '  ana ', status: 'all', source: 'social' })).toEqual({
      search: 'ana',
      source: 'social',
    });
    expect(subscriberUrl.filterQuery({ search: '   ', status: 'all', source: 'all' })).toEqual({});
  });
});
