import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import { PAGE_LIMITS } from '../../contracts/paging';
import { searchText } from '../../server/db/search';
import { type TestApp, createTestApp } from './support/test-app';

/** The staff's post list paged, filtered, searched and counted by the server. */

const COUNT = 130;
const TAGS = ['News', 'Balance', 'Patch Notes', 'Art', 'Combat System'];
type Row = Pick<DevDiary, 'id' | 'title' | 'author' | 'tags' | 'featured' | 'published' | 'date'>;

let t: TestApp;
let all: Row[];
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2024, 0, 1);
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const date = new Date(base + Math.floor(i / 3) * 86_400_000).toISOString();
    const title = i % 9 === 0 ? `Élan and 100% focus ${i}` : `Studio notes ${i}`;
    const author = i % 2 ? 'Rhea Castell' : 'Tomas Ward';
    const tags = [TAGS[i % TAGS.length]!, i % 4 === 0 ? 'Community_Event' : 'Update'];
    return {
      slug: `list-post-${i}`,
      title,
      excerpt: 'x',
      content: 'Only the body mentions quetzal.',
      author,
      author_id: null,
      tags: JSON.stringify(tags),
      search_text: searchText(title, author, ...tags),
      featured: i % 5 === 0 ? 1 : 0,
      published: i % 3 === 0 ? 0 : 1,
      date,
      views: i,
      created_at: date,
      updated_at: date,
    };
  });
  const inserted = await t.db.kysely.insertInto('dev_diaries').values(rows).returning('id').execute();
  all = rows
    .map((r, i) => ({
      id: inserted[i]!.id,
      title: r.title,
      author: r.author,
      tags: JSON.parse(r.tags) as string[],
      featured: r.featured === 1,
      published: r.published === 1,
      date: r.date,
    }))
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
});
afterAll(() => t.close());

type PageBody = { data: DevDiary[]; meta: { total: number; limit: number; offset: number } };
async function list(query: string, as: 'admin' | null = 'admin') {
  const res = await t.request({ method: 'GET', url: `/api/dev-diaries${query}`, as });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { body: res.json() as PageBody, headers: res.headers };
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const contains = (term: string) => (p: Row) =>
  [p.title, p.author, ...p.tags].some((text) => text.toLowerCase().includes(term.toLowerCase()));

describe('dev diary list', () => {
  it('pages for staff, newest first, with the total', async () => {
    const { body, headers } = await list('?limit=20&offset=40');
    expect(ids(body.data)).toEqual(ids(all.slice(40, 60)));
    expect(body.meta).toEqual({ total: COUNT, limit: 20, offset: 40 });
    expect(headers['x-total-count']).toBe(String(COUNT));
    expect(ids((await list('?limit=5&order=asc')).body.data)).toEqual(ids([...all].reverse().slice(0, 5)));
  });

  it('answers a visitor who asks for no page the first 50 published posts, with the total', async () => {
    const published = all.filter((p) => p.published);
    expect(published.length).toBeGreaterThan(PAGE_LIMITS.default);
    const { body, headers } = await list('?published=false', null);
    expect(ids(body.data)).toEqual(ids(published.slice(0, PAGE_LIMITS.default)));
    expect(body.meta).toEqual({ total: published.length, limit: PAGE_LIMITS.default, offset: 0 });
    expect(headers['x-total-count']).toBe(String(published.length));
    const rest = await list(`?limit=${PAGE_LIMITS.default}&offset=${PAGE_LIMITS.default}`, null);
    expect(ids(rest.body.data)).toEqual(ids(published.slice(PAGE_LIMITS.default)));
  });

  it.each([
    ['?published=true', (p: Row) => p.published],
    ['?published=false', (p: Row) => !p.published],
    ['?featured=true', (p: Row) => p.featured],
    ['?published=false&featured=true', (p: Row) => !p.published && p.featured],
  ])('filters %s', async (query, test) => {
    const expected = all.filter(test);
    const { body } = await list(`${query}&limit=500`);
    expect(body.meta.total).toBe(expected.length);
    expect(ids(body.data)).toEqual(ids(expected));
  });

  it.each(['rhea', 'CASTELL', 'patch notes', 'community_', 'élan', '100%', 'notes 1', 'a', 'quetzal', '_e'])(
    'searches title, author and tags for %j, case-insensitively',
    async (term) => {
      const expected = all.filter(contains(term));
      const { body } = await list(`?search=${encodeURIComponent(term)}&limit=500`);
      expect(body.meta.total).toBe(expected.length);
      expect(ids(body.data)).toEqual(ids(expected));
    },
  );

  it('searches a post by its new title after an edit', async () => {
    const [post] = (await list('?limit=1')).body.data;
    const res = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${post!.id}`,
      as: 'super_admin',
      payload: { ...post, title: 'Renamed Wyvern Chronicle', tags: ['Lore'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids((await list('?search=wyvern%20CHRON&limit=5')).body.data)).toEqual([post!.id]);
    expect(ids((await list('?search=lore&limit=5')).body.data)).toEqual([post!.id]);
  });

  it('counts the stat cards', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev-diaries/stats', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const published = all.filter((p) => p.published).length;
    expect(res.json().data).toEqual({
      total: COUNT,
      published,
      drafts: COUNT - published,
      scheduled: 0,
      featured: all.filter((p) => p.featured).length,
    });
    for (const as of [undefined, 'user'] as const)
      expect((await t.request({ method: 'GET', url: '/api/dev-diaries/stats', as })).statusCode).toBe(
        as ? 403 : 401,
      );
  });

  it.each([
    ['limit=0', /limit must be between 1 and 500/],
    ['limit=501', /limit must be between 1 and 500/],
    ['offset=-1', /offset must not be negative/],
  ])('refuses %s', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/dev-diaries?${query}`, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});
