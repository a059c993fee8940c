import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscriber } from '../../contracts/subscriber';
import { SEARCH_COUNT_STEP } from '../../server/data/subscribers';
import { SPARSE_MATCHES } from '../../server/data/paged-list';
import { AWKWARD_NAMES, contains, insertSubscribers, newestFirst } from './support/subscriber-fixture';
import { type TestApp, createTestApp } from './support/test-app';

/** The subscribers list at scale: server-side pages, filters, search, counters and the CSV export. */

const COUNT = 2345;
let t: TestApp;
let all: Subscriber[];
beforeAll(async () => {
  t = await createTestApp();
  all = (await insertSubscribers(t.db, COUNT)).sort(newestFirst);
});
afterAll(() => t.close());

type PageBody = {
  success: true;
  data: Subscriber[];
  error: null;
  meta: { total: number; limit: number; offset: number };
};
async function page(query: string, as: 'admin' | 'super_admin' = 'admin') {
  const res = await t.request({ method: 'GET', url: `/api/subscribers${query}`, as });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { body: res.json() as PageBody, headers: res.headers };
}
/** Every row the list answers for the query, walking the pages. */
async function everyRow(query: Record<string, string>) {
  const rows: Subscriber[] = [];
  for (let offset = 0; ; offset += 500) {
    const params = new URLSearchParams({ ...query, limit: '500', offset: String(offset) });
    const { body } = await page(`?${params}`);
    rows.push(...body.data);
    if (body.data.length < 500) return { rows, total: body.meta.total };
  }
}

describe('paging', () => {
  it('answers a capped first page without a limit, newest first, with the total', async () => {
    const { body, headers } = await page('');
    expect(body.data).toHaveLength(50);
    expect(body.data).toEqual(all.slice(0, 50));
    expect(body.meta).toEqual({ total: COUNT, limit: 50, offset: 0 });
    expect(headers['x-total-count']).toBe(String(COUNT));
  });

  it('answers the requested page, up to 500 rows', async () => {
    const { body } = await page('?limit=20&offset=40');
    expect(body.data).toEqual(all.slice(40, 60));
    expect(body.meta).toEqual({ total: COUNT, limit: 20, offset: 40 });
    expect((await page('?limit=500')).body.data).toHaveLength(500);
    const past = await page(`?offset=${COUNT}`);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(COUNT);
  });

  it('walks every row exactly once across pages, ties broken by id', async () => {
    const { rows, total } = await everyRow({});
    expect(total).toBe(COUNT);
    expect(rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it('sorts by email or oldest first when asked', async () => {
    const oldest = await page('?order=asc&limit=10');
    expect(oldest.body.data).toEqual([...all].reverse().slice(0, 10));
    const byEmail = await page('?sort=email&order=asc&limit=30');
    const expected = [...all]
      .sort((a, b) =>
        a.email.toLowerCase() === b.email.toLowerCase()
          ? a.id - b.id
          : a.email.toLowerCase() < b.email.toLowerCase()
            ? -1
            : 1,
      )
      .slice(0, 30);
    expect(byEmail.body.data.map((r) => r.email)).toEqual(expected.map((r) => r.email));
  });

  it.each([
    ['limit=0', /limit must be between 1 and 500/],
    ['limit=501', /limit must be between 1 and 500/],
    ['limit=1.5', /limit must be a whole number/],
    ['limit=lots', /limit must be a number/],
    ['offset=-1', /offset must not be negative/],
    ['sort=name', /sort must be one of subscribedAt, email/],
    ['order=up', /order must be asc or desc/],
    [`search=${'x'.repeat(201)}`, /search must be at most 200 characters/],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/subscribers?${query}`, as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null });
    expect(res.json().error).toMatch(message);
  });
});

describe('filters and search', () => {
  it.each([
    [{ status: 'active' }],
    [{ status: 'unsubscribed' }],
    [{ source: 'social' }],
    [{ status: 'unsubscribed', source: 'newsletter' }],
  ] as const)('filters by %j', async (filter) => {
    const expected = all.filter(
      (s) =>
        (!('status' in filter) || s.status === filter.status) &&
        (!('source' in filter) || s.source === filter.source),
    );
    const { rows, total } = await everyRow(filter);
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  // Long and short terms (the SQLite index needs three characters), capitals, accents, LIKE and
  // FTS syntax, terms found in emails only, names only, or nowhere.
  it.each([
    'fan12',
    'FAN12',
    'example.com',
    '@EXAMPLE',
    'name 1',
    'NAME 2',
    'élodie',
    'ÉLODIE DUPRÉ',
    'åsa',
    'é',
    'fa',
    '7',
    '%',
    '_',
    '100%',
    'under_',
    'back\\',
    '"hi"',
    'say "',
    'com name',
    '=sum(',
    'nobody-here',
    'an*',
    'NEAR(a b)',
  ])('finds %j in email or name, case-insensitively', async (term) => {
    const expected = all.filter(contains(term));
    const { rows, total } = await everyRow({ search: term });
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('ignores a blank search and combines a search with the filters', async () => {
    expect((await page('?search=%20%20')).body.meta.total).toBe(COUNT);
    const expected = all.filter(
      (s) => contains('fan1')(s) && s.status === 'active' && s.source === 'website',
    );
    const { rows, total } = await everyRow({ search: 'Fan1', status: 'active', source: 'website' });
    expect(total).toBe(expected.length);
    expect(rows).toEqual(expected);
  });

  // A term in more rows than SPARSE_MATCHES is paged in list order on SQLite, a rarer one from the
  // index: both must give the same rows, filtered or not.
  it.each([
    ['EXAMPLE', { status: 'unsubscribed' }],
    ['example.com', { source: 'social', status: 'active' }],
    ['fan2', { source: 'newsletter' }],
  ] as const)('combines %j with %j', async (term, filter) => {
    expect(all.filter(contains(term)).length > SPARSE_MATCHES).toBe(term !== 'fan2');
    const expected = all.filter(
      (s) =>
        contains(term)(s) &&
        (!('status' in filter) || s.status === filter.status) &&
        (!('source' in filter) || s.source === filter.source),
    );
    const { rows, total } = await everyRow({ search: term, ...filter });
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('answers a common term at once with a lower bound, and counts it exactly on request', async () => {
    const expected = all.filter(contains('example'));
    expect(expected.length).toBeGreaterThan(SEARCH_COUNT_STEP);
    const first = await page('?search=example&limit=50');
    expect(first.body.data).toEqual(expected.slice(0, 50));
    expect(first.body.meta).toEqual({ total: SEARCH_COUNT_STEP, limit: 50, offset: 0, totalExact: false });
    expect(first.headers['x-total-count']).toBe(String(SEARCH_COUNT_STEP));
    // Past the counted rows the bound moves on; on the last page the count is exact.
    const last = await page(`?search=example&limit=50&offset=${expected.length - 10}`);
    expect(last.body.data).toEqual(expected.slice(-10));
    expect(last.body.meta).toEqual({ total: expected.length, limit: 50, offset: expected.length - 10 });

    const count = await t.request({
      method: 'GET',
      url: '/api/subscribers/count?search=EXAMPLE',
      as: 'admin',
    });
    expect(count.json()).toEqual({ success: true, data: { total: expected.length }, error: null });
    const narrowed = await t.request({
      method: 'GET',
      url: '/api/subscribers/count?search=fan1&status=unsubscribed',
      as: 'admin',
    });
    expect(narrowed.json().data.total).toBe(
      all.filter((s) => contains('fan1')(s) && s.status === 'unsubscribed').length,
    );
  });

  it('refuses a count with a bad filter, naming it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/subscribers/count?status=gone', as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/status must be pending, active, unsubscribed, bounced or complained/);
  });

  // Whether the matches are sorted here (rare terms) or read in order (common ones), the pages
  // follow one order: every row once, by email.
  it.each(['fan1', 'fa', 'name 1'])(
    'pages %j by email in one order whichever way it is read',
    async (term) => {
      const byEmail = (a: Subscriber, b: Subscriber) => {
        const [x, y] = [a.email.toLowerCase(), b.email.toLowerCase()];
        return x === y ? a.id - b.id : x < y ? -1 : 1;
      };
      const expected = all.filter(contains(term)).sort(byEmail);
      const { rows, total } = await everyRow({ search: term, sort: 'email', order: 'asc' });
      expect(total).toBe(expected.length);
      expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    },
  );

  it('keeps the search in step with sign-ups, new names and deletions', async () => {
    await t.request({ method: 'POST', url: '/api/subscribers', payload: { email: 'Quill@Late.example' } });
    expect((await page('?search=quill')).body.data.map((s) => s.email)).toEqual(['Quill@Late.example']);
    expect((await page('?search=zebedee')).body.meta.total).toBe(0);
    // A second signup fills in the missing name; the search finds it by that name.
    await t.request({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: 'quill@late.example', name: 'Zebedee Quill' },
    });
    const found = (await page('?search=ZEBEDEE')).body.data;
    expect(found.map((s) => s.name)).toEqual(['Zebedee Quill']);
    await t.request({ method: 'DELETE', url: `/api/subscribers/${found[0]!.id}`, as: 'admin' });
    expect((await page('?search=zebedee')).body.meta.total).toBe(0);
    expect((await page('?search=quill')).body.meta.total).toBe(0);
  });
});

describe('counters', () => {
  it('counts every subscriber by status and by source', async () => {
    const res = await t.request({ method: 'GET', url: '/api/subscribers/stats', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const count = (test: (s: Subscriber) => boolean) => all.filter(test).length;
    expect(res.json()).toEqual({
      success: true,
      error: null,
      data: {
        total: COUNT,
        byStatus: {
          pending: 0,
          active: count((s) => s.status === 'active'),
          unsubscribed: count((s) => s.status === 'unsubscribed'),
          bounced: 0,
          complained: 0,
        },
        bySource: {
          website: count((s) => s.source === 'website'),
          newsletter: count((s) => s.source === 'newsletter'),
          social: count((s) => s.source === 'social'),
        },
      },
    });
  });
});

describe('CSV export', () => {
  async function exportCsv(query = '', as: 'admin' | 'super_admin' = 'super_admin') {
    const res = await t.request({ method: 'GET', url: `/api/subscribers/export.csv${query}`, as });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res;
  }
  const parse = (text: string) =>
    Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
  const csvRow = (s: Subscriber) => [
    s.email,
    s.name ?? '',
    s.status,
    s.source,
    s.subscribedAt,
    s.confirmedAt ?? '',
    s.ipHash ?? '',
    s.suppressedReason ?? '',
    s.suppressedAt ?? '',
  ];

  it('streams every subscriber as an attachment, in the list order, over several batches', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      res.body.startsWith(
        '\ufeffEmail,Name,Status,Source,Subscribed At,Confirmed At,IP Hash,Suppressed Reason,Suppressed At\r\n',
      ),
    ).toBe(true);
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual([
      'Email',
      'Name',
      'Status',
      'Source',
      'Subscribed At',
      'Confirmed At',
      'IP Hash',
      'Suppressed Reason',
      'Suppressed At',
    ]);
    const { total } = await t.db.kysely
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(total));
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(rows.map((r) => r[0])).toEqual(all.map((s) => s.email));
  });

  it('applies the filters and the search of the screen', async () => {
    const expected = all.filter((s) => contains('name 1')(s) && s.status === 'active');
    const [, ...rows] = parse((await exportCsv('?search=NAME%201&status=active', 'admin')).body);
    expect(rows.map((r) => r[0])).toEqual(expected.map((s) => s.email));
    const none = await exportCsv('?search=nobody-here');
    expect(parse(none.body)).toHaveLength(1);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('follows the sort of the list across batches', async () => {
    const queries: Record<string, string>[] = [{ sort: 'email', order: 'asc' }, { order: 'asc' }];
    for (const query of queries) {
      const { rows: listed } = await everyRow(query);
      const [, ...rows] = parse((await exportCsv(`?${new URLSearchParams(query)}`)).body);
      expect(rows.map((r) => r[0])).toEqual(listed.map((s) => s.email));
    }
  });

  it('neutralises cells a spreadsheet would run as formulas, checked against the database', async () => {
    const [, ...rows] = parse((await exportCsv()).body);
    const stored = await t.db.kysely.selectFrom('subscribers').select(['email', 'name']).execute();
    const names = new Map(stored.map((s) => [s.email, s.name ?? '']));
    let escaped = 0;
    for (const row of rows) {
      const name = names.get(row[0]!)!;
      if (/^[=+\-@\t\r]/.test(name)) {
        expect(row[1]).toBe(`'${name}`);
        escaped += 1;
      } else expect(row[1]).toBe(name);
      expect(row).toEqual(csvRow(all.find((s) => s.email === row[0])!).map((c, i) => (i === 1 ? row[1] : c)));
    }
    const formulas = stored.filter((s) => /^[=+\-@\t\r]/.test(s.name ?? '')).length;
    expect(formulas).toBeGreaterThan(AWKWARD_NAMES.length);
    expect(escaped).toBe(formulas);
  });
});

describe('access', () => {
  it.each([
    ['/api/subscribers', undefined, 401],
    ['/api/subscribers', 'user', 403],
    ['/api/subscribers/stats', undefined, 401],
    ['/api/subscribers/stats', 'user', 403],
    ['/api/subscribers/export.csv', undefined, 401],
    ['/api/subscribers/export.csv', 'user', 403],
  ] as const)('refuses %s to %s callers (%i)', async (url, as, status) => {
    const res = await t.request({ method: 'GET', url, as });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, data: null });
    expect(res.body).not.toContain('example.com');
  });

  it.each(['admin', 'super_admin'] as const)('answers all three to %s', async (as) => {
    for (const url of ['/api/subscribers', '/api/subscribers/stats', '/api/subscribers/export.csv'])
      expect((await t.request({ method: 'GET', url, as })).statusCode).toBe(200);
  });
});
