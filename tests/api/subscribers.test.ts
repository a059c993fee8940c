import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = {
  id: number;
  email: string;
  name: string | null;
  status: string;
  source: string;
  subscribedAt: string;
};

const subscribe = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/subscribers', payload: payload as object });
const list = async (query = ''): Promise<Row[]> =>
  (await t.request({ method: 'GET', url: `/api/subscribers${query}`, as: 'admin' })).json().data;
const rowsFor = async (email: string) =>
  await t.db.kysely
    .selectFrom('subscribers')
    .selectAll()
    .where('email_key', '=', email.toLowerCase())
    .execute();

describe('Subscribers', () => {
  it('lets an anonymous visitor subscribe from the footer', async () => {
    const res = await subscribe({ email: 'ada@example.com', source: 'website' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      error: null,
      data: { email: 'ada@example.com', status: 'active' },
    });
    const [row] = await list();
    expect(row).toMatchObject({ email: 'ada@example.com', name: null, status: 'active', source: 'website' });
    expect(typeof row!.id).toBe('number');
    expect(new Date(row!.subscribedAt).toISOString()).toBe(row!.subscribedAt);
  });

  it('defaults the source to website and stores an optional name', async () => {
    const res = await subscribe({ email: 'grace@example.com', name: '  Grace  ' });
    expect(res.statusCode).toBe(201);
    const row = (await list()).find((s) => s.email === 'grace@example.com');
    expect(row).toMatchObject({ source: 'website', name: 'Grace' });
  });

  it('answers a known address exactly like a new one and keeps a single row', async () => {
    const first = await subscribe({ email: 'Known@Example.com', source: 'social' });
    const again = await subscribe({ email: 'known@example.COM', source: 'newsletter', name: 'Someone' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual({
      success: true,
      error: null,
      data: { email: 'known@example.COM', status: 'active' },
    });
    const rows = await rowsFor('known@example.com');
    expect(rows).toHaveLength(1);
    // The first signup's address, source and date are kept; a missing name is filled in.
    expect(rows[0]).toMatchObject({ email: 'Known@Example.com', source: 'social', name: 'Someone' });
  });

  it('re-activates an unsubscribed address and keeps its first subscription date', async () => {
    await subscribe({ email: 'gone@example.com', name: 'Gone' });
    const [before] = await rowsFor('gone@example.com');
    await t.db.kysely
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', updated_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', before!.id)
      .execute();
    expect((await list('?status=unsubscribed')).map((s) => s.email)).toEqual(['gone@example.com']);

    const res = await subscribe({ email: 'GONE@example.com', name: 'Other name' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ email: 'GONE@example.com', status: 'active' });
    const [after] = await rowsFor('gone@example.com');
    expect(after).toMatchObject({
      id: before!.id,
      status: 'active',
      name: 'Gone',
      subscribed_at: before!.subscribed_at,
    });
    expect(after!.updated_at > '2020-01-01T00:00:00.000Z').toBe(true);
    expect(await list('?status=unsubscribed')).toEqual([]);
  });

  it('survives two identical signups at the same moment', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => subscribe({ email: 'race@example.com', source: 'website' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('lists newest first and filters by status and source', async () => {
    const all = await list();
    const dates = all.map((s) => s.subscribedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all[0]!.email).toBe('race@example.com');

    await t.db.kysely
      .updateTable('subscribers')
      .set({ status: 'unsubscribed' })
      .where('email_key', '=', 'grace@example.com')
      .execute();
    expect((await list('?status=unsubscribed')).map((s) => s.email)).toEqual(['grace@example.com']);
    expect((await list('?status=active')).every((s) => s.status === 'active')).toBe(true);
    expect((await list('?source=social')).map((s) => s.email)).toEqual(['Known@Example.com']);
    expect(await list('?status=unsubscribed&source=social')).toEqual([]);
    expect((await list('?status=unsubscribed&source=website')).map((s) => s.email)).toEqual([
      'grace@example.com',
    ]);
  });

  it('refuses unknown filter values', async () => {
    const status = await t.request({ method: 'GET', url: '/api/subscribers?status=gone', as: 'admin' });
    expect(status.statusCode).toBe(400);
    expect(status.json().error).toMatch(
      /status must be pending, active, unsubscribed, bounced or complained/,
    );
    const source = await t.request({ method: 'GET', url: '/api/subscribers?source=tv', as: 'admin' });
    expect(source.statusCode).toBe(400);
    expect(source.json().error).toMatch(/source must be one of website, newsletter, social/);
  });

  it('deletes by id and answers 404 for a missing subscriber', async () => {
    const target = (await list()).find((s) => s.email === 'race@example.com')!;
    const res = await t.request({
      method: 'DELETE',
      url: `/api/subscribers/${target.id}`,
      as: 'super_admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: null, data: { id: target.id } });
    expect(await rowsFor('race@example.com')).toHaveLength(0);
    const again = await t.request({ method: 'DELETE', url: `/api/subscribers/${target.id}`, as: 'admin' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, data: null, error: 'Subscriber not found' });
    expect((await t.request({ method: 'DELETE', url: '/api/subscribers/abc', as: 'admin' })).statusCode).toBe(
      400,
    );
  });

  describe('access', () => {
    it.each([
      [undefined, 401],
      ['user', 403],
    ] as const)('refuses the list to %s callers (%i)', async (as, status) => {
      const res = await t.request({ method: 'GET', url: '/api/subscribers', as });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null });
    });

    it.each(['admin', 'super_admin'] as const)('shows the list to %s', async (as) => {
      const res = await t.request({ method: 'GET', url: '/api/subscribers', as });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
    });

    it.each([
      [undefined, 401],
      ['user', 403],
    ] as const)('refuses deletion to %s callers (%i) and keeps the row', async (as, status) => {
      const target = (await list())[0]!;
      const res = await t.request({ method: 'DELETE', url: `/api/subscribers/${target.id}`, as });
      expect(res.statusCode).toBe(status);
      expect((await list()).some((s) => s.id === target.id)).toBe(true);
    });

    it.each(['user', 'admin', 'super_admin'] as const)('lets a signed-in %s subscribe too', async (as) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/subscribers',
        as,
        payload: { email: `${as}-sub@example.com` },
      });
      expect(res.statusCode).toBe(201);
    });

    it('lets an admin delete', async () => {
      const target = (await list()).find((s) => s.email === 'admin-sub@example.com')!;
      const res = await t.request({ method: 'DELETE', url: `/api/subscribers/${target.id}`, as: 'admin' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it.each([
      ['missing email', { source: 'website' }, /Email is required/],
      ['blank email', { email: '   ' }, /Email is required/],
      ['malformed email', { email: 'not-an-email' }, /Email must be a valid email address/],
      ['email of the wrong type', { email: 42 }, /Email must be text/],
      [
        'over-long email',
        { email: `${'a'.repeat(250)}@example.com` },
        /Email must be at most 254 characters/,
      ],
      [
        'unknown source',
        { email: 'x@example.com', source: 'tv' },
        /Source must be one of website, newsletter, social/,
      ],
      ['name of the wrong type', { email: 'x@example.com', name: 7 }, /Name must be text/],
      [
        'over-long name',
        { email: 'x@example.com', name: 'n'.repeat(101) },
        /Name must be at most 100 characters/,
      ],
    ])('refuses %s and stores nothing', async (_label, payload, message) => {
      const before = (await list()).length;
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().error).toMatch(message);
      expect((await list()).length).toBe(before);
    });

    it('refuses a malformed JSON body with a 400 envelope', async () => {
      const before = (await list()).length;
      const res = await t.request({
        method: 'POST',
        url: '/api/subscribers',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, data: null, error: 'The request body is not valid JSON' });
      expect((await list()).length).toBe(before);
    });
  });

  it('limits public signups per client when rate limiting is on', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PUBLIC_WRITES: '2' },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/subscribers',
          payload: { email: `r${i}@example.com` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
