import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback } from '../../contracts/feedback';
import { searchText } from '../../server/db/search';
import { SPARSE_MATCHES } from '../../server/data/paged-list';
import { type TestApp, createTestApp } from './support/test-app';

/** Feedback paged, filtered, searched and counted by the server. */

const COUNT = 2200;
const STATUSES = ['new', 'in-progress', 'resolved', 'closed'] as const;
const AWKWARD = ['Élodie Dupré', 'ÅSA', '50% off', 'snake_case', '"quoted"', 'a\\b'];

let t: TestApp;
let all: Omit<Feedback, 'attachments'>[];
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const at = new Date(base + Math.floor(i / 6) * 60_000).toISOString();
    const fields = {
      name: i % 11 === 0 ? AWKWARD[((i / 11) % AWKWARD.length) | 0]! : `Tester ${i}`,
      email: i % 4 === 0 ? `QA${i}@Example.COM` : `qa${i}@example.net`,
      subject: i % 3 === 0 ? `Balance idea ${i}` : `Bug in level ${i}`,
    };
    return {
      ...fields,
      description: `Only in the description: zanzibar ${i}`,
      search_text: searchText(fields.name, fields.email, fields.subject),
      status: STATUSES[i % 4]!,
      notes: '',
      created_at: at,
      updated_at: at,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200)
    ids.push(
      ...(
        await t.db.kysely
          .insertInto('feedback')
          .values(rows.slice(i, i + 200))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  all = rows
    .map((r, i) => ({
      id: ids[i]!,
      name: r.name,
      email: r.email,
      subject: r.subject,
      description: r.description,
      status: r.status,
      notes: r.notes,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
});
afterAll(() => t.close());

type PageBody = { data: Feedback[]; meta: { total: number; limit: number; offset: number } };
async function page(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/feedback${query}`, as: 'admin' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { body: res.json() as PageBody, headers: res.headers };
}
async function everyRow(query: Record<string, string>) {
  const rows: Feedback[] = [];
  for (let offset = 0; ; offset += 500) {
    const { body } = await page(
      `?${new URLSearchParams({ ...query, limit: '500', offset: String(offset) })}`,
    );
    rows.push(...body.data);
    if (body.data.length < 500) return { rows, total: body.meta.total };
  }
}
const contains = (term: string) => (f: Omit<Feedback, 'attachments'>) =>
  [f.name, f.email, f.subject].some((field) => field.toLowerCase().includes(term.trim().toLowerCase()));
const ids = (list: { id: number }[]) => list.map((f) => f.id);

describe('feedback list', () => {
  it('answers a capped first page, newest first, with the total', async () => {
    const { body, headers } = await page('');
    expect(ids(body.data)).toEqual(ids(all.slice(0, 50)));
    expect(body.data[0]).toMatchObject({ ...all[0], attachments: [] });
    expect(body.meta).toEqual({ total: COUNT, limit: 50, offset: 0 });
    expect(headers['x-total-count']).toBe(String(COUNT));
    expect(ids((await page('?limit=7&offset=14&order=asc')).body.data)).toEqual(
      ids([...all].reverse().slice(14, 21)),
    );
  });

  it('walks every submission once across pages', async () => {
    const { rows, total } = await everyRow({});
    expect(total).toBe(COUNT);
    expect(ids(rows)).toEqual(ids(all));
  });

  it.each(STATUSES)('filters by status %s', async (status) => {
    const expected = all.filter((f) => f.status === status);
    const { rows, total } = await everyRow({ status });
    expect(total).toBe(expected.length);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it.each([
    'balance IDEA 1',
    'qa12',
    'EXAMPLE',
    'example.net',
    'élodie',
    'åsa',
    '50%',
    '_',
    '"quoted"',
    'a\\b',
    'l',
    'zanzibar',
    'no-such-thing',
  ])('finds %j in name, email or subject, case-insensitively', async (term) => {
    const expected = all.filter(contains(term));
    const { rows, total } = await everyRow({ search: term });
    expect(total).toBe(expected.length);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it('combines a common term with a status', async () => {
    expect(all.filter(contains('example')).length).toBeGreaterThan(SPARSE_MATCHES);
    const expected = all.filter((f) => contains('example')(f) && f.status === 'resolved');
    const { rows, total } = await everyRow({ search: 'example', status: 'resolved' });
    expect(total).toBe(expected.length);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it('counts every submission by status', async () => {
    const res = await t.request({ method: 'GET', url: '/api/feedback/stats', as: 'super_admin' });
    expect(res.statusCode).toBe(200);
    const count = (status: string) => all.filter((f) => f.status === status).length;
    expect(res.json().data).toEqual({
      total: COUNT,
      byStatus: {
        new: count('new'),
        'in-progress': count('in-progress'),
        resolved: count('resolved'),
        closed: count('closed'),
      },
    });
  });

  it('finds a submission sent through the form', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Wanda Qix', email: 'w@example.org', subject: 'Menu lag', description: 'Slow.' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await page('?search=QIX')).body.data.map((f) => f.name)).toEqual(['Wanda Qix']);
  });

  it.each([
    ['limit=0', /limit must be between 1 and 500/],
    ['limit=1000', /limit must be between 1 and 500/],
    ['status=done', /status must be one of new, in-progress, resolved, closed/],
  ])('refuses %s', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/feedback?${query}`, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it.each([
    ['/api/feedback', undefined, 401],
    ['/api/feedback', 'user', 403],
    ['/api/feedback/stats', undefined, 401],
    ['/api/feedback/stats', 'user', 403],
  ] as const)('refuses %s to %s callers (%i)', async (url, as, status) => {
    const res = await t.request({ method: 'GET', url, as });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });
});
