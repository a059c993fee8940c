import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportMessage } from '../../contracts/support-message';
import { searchText } from '../../server/db/search';
import { SPARSE_MATCHES } from '../../server/data/paged-list';
import { type TestApp, createTestApp } from './support/test-app';

/** Support messages paged, filtered and searched by the server. */

const COUNT = 2300;
const STATUSES = ['new', 'read', 'replied', 'closed'] as const;
const AWKWARD = ['Élodie Dupré', 'ÅSA', '100% sure', 'under_score', 'say "hi"', 'NEAR(a b)', 'x\\y'];

let t: TestApp;
let all: SupportMessage[];
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const at = new Date(base + Math.floor(i / 5) * 60_000).toISOString();
    const fields = {
      name: i % 13 === 0 ? AWKWARD[((i / 13) % AWKWARD.length) | 0]! : `Player ${i}`,
      email: i % 4 === 0 ? `Gamer${i}@Example.COM` : `gamer${i}@example.org`,
      subject: i % 3 === 0 ? `Crash number ${i}` : `Refund ${i}`,
      message: i % 7 === 0 ? `The ROSTER froze (${i}).` : `Cannot log in, attempt ${i}.`,
    };
    return {
      ...fields,
      search_text: searchText(fields.name, fields.email, fields.subject, fields.message),
      status: STATUSES[i % 4]!,
      created_at: at,
      updated_at: at,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200)
    ids.push(
      ...(
        await t.db.kysely
          .insertInto('support_messages')
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
      message: r.message,
      status: r.status,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
});
afterAll(() => t.close());

type PageBody = { data: SupportMessage[]; meta: { total: number; limit: number; offset: number } };
async function page(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/support-messages${query}`, as: 'admin' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { body: res.json() as PageBody, headers: res.headers };
}
async function everyRow(query: Record<string, string>) {
  const rows: SupportMessage[] = [];
  for (let offset = 0; ; offset += 500) {
    const { body } = await page(
      `?${new URLSearchParams({ ...query, limit: '500', offset: String(offset) })}`,
    );
    rows.push(...body.data);
    if (body.data.length < 500) return { rows, total: body.meta.total };
  }
}
const contains = (term: string) => (m: SupportMessage) =>
  [m.name, m.email, m.subject, m.message].some((f) => f.toLowerCase().includes(term.trim().toLowerCase()));

describe('support messages list', () => {
  it('answers a capped first page, newest first, with the total', async () => {
    const { body, headers } = await page('');
    expect(body.data).toEqual(all.slice(0, 50));
    expect(body.meta).toEqual({ total: COUNT, limit: 50, offset: 0 });
    expect(headers['x-total-count']).toBe(String(COUNT));
    expect((await page('?limit=10&offset=20&order=asc')).body.data).toEqual([...all].reverse().slice(20, 30));
  });

  it('walks every message once across pages', async () => {
    const { rows, total } = await everyRow({});
    expect(total).toBe(COUNT);
    expect(rows.map((m) => m.id)).toEqual(all.map((m) => m.id));
  });

  it.each(STATUSES)('filters by status %s', async (status) => {
    const { rows, total } = await everyRow({ status });
    const expected = all.filter((m) => m.status === status);
    expect(total).toBe(expected.length);
    expect(rows.map((m) => m.id)).toEqual(expected.map((m) => m.id));
  });

  it.each([
    'roster',
    'ROSTER FROZE',
    'crash number 1',
    'gamer12',
    'EXAMPLE.COM',
    'example',
    'élodie',
    'åsa',
    '100%',
    '_',
    '"hi"',
    'near(',
    'x\\y',
    'e',
    'in,',
    'nothing-like-this',
  ])('finds %j in name, email, subject or message, case-insensitively', async (term) => {
    const expected = all.filter(contains(term));
    const { rows, total } = await everyRow({ search: term });
    expect(total).toBe(expected.length);
    expect(rows.map((m) => m.id)).toEqual(expected.map((m) => m.id));
  });

  it.each([
    ['example', 'new'],
    ['roster', 'closed'],
  ] as const)('combines %j with status %s', async (term, status) => {
    const expected = all.filter((m) => contains(term)(m) && m.status === status);
    if (term === 'example') expect(all.filter(contains(term)).length).toBeGreaterThan(SPARSE_MATCHES);
    const { rows, total } = await everyRow({ search: term, status });
    expect(total).toBe(expected.length);
    expect(rows.map((m) => m.id)).toEqual(expected.map((m) => m.id));
  });

  it('does not match a term across two fields', async () => {
    expect((await page(`?search=${encodeURIComponent('player 1\u001fgamer1')}`)).body.meta.total).toBe(0);
  });

  it('finds a message sent through the contact form', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/support-messages',
      payload: {
        name: 'Quentin Zyx',
        email: 'q@example.net',
        subject: 'Lost Save',
        message: 'My save is gone.',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect((await page('?search=ZYX')).body.data.map((m) => m.name)).toEqual(['Quentin Zyx']);
    expect((await page('?search=lost%20save')).body.meta.total).toBe(1);
  });

  it.each([
    ['limit=0', /limit must be between 1 and 500/],
    ['limit=501', /limit must be between 1 and 500/],
    ['offset=-3', /offset must not be negative/],
    ['status=open', /status must be one of new, read, replied, closed/],
    ['order=sideways', /order must be asc or desc/],
  ])('refuses %s', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/support-messages?${query}`, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it.each([
    [undefined, 401],
    ['user', 403],
  ] as const)('refuses the list to %s callers (%i)', async (as, status) => {
    const res = await t.request({ method: 'GET', url: '/api/support-messages', as });
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toContain('gamer');
  });
});
