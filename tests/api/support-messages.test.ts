import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Message = { id: number; subject: string; status: string; createdAt: string; updatedAt: string };

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Cannot join a match',
  message: 'The lobby spins forever after I pick a fighter.',
  ...over,
});
const send = (payload: unknown, as?: 'user' | 'admin' | 'super_admin') =>
  t.request({ method: 'POST', url: '/api/support-messages', as, payload: payload as object });
const list = async (query = ''): Promise<Message[]> =>
  (await t.request({ method: 'GET', url: `/api/support-messages${query}`, as: 'admin' })).json().data;

describe('Support messages', () => {
  it('takes a message from an anonymous visitor and answers a receipt only', async () => {
    const res = await send(message());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: null });
    expect(Object.keys(body.data).sort()).toEqual(['createdAt', 'id']);
    const stored = (await list()).find((m) => m.id === body.data.id);
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Cannot join a match',
      status: 'new',
      createdAt: body.data.createdAt,
      updatedAt: body.data.createdAt,
    });
  });

  it('trims the fields it stores', async () => {
    const res = await send(message({ name: '  Trim Me ', subject: ' Spaces  ' }));
    const stored = (await list()).find((m) => m.id === res.json().data.id);
    expect(stored).toMatchObject({ name: 'Trim Me', subject: 'Spaces' });
  });

  it('lists newest first and filters by status', async () => {
    await send(message({ subject: 'Third' }));
    const all = await list();
    expect(all.map((m) => m.subject)).toEqual(['Third', 'Spaces', 'Cannot join a match']);
    const first = all[2]!;
    await t.request({
      method: 'PUT',
      url: `/api/support-messages/${first.id}`,
      as: 'admin',
      payload: { status: 'read' },
    });
    expect((await list('?status=read')).map((m) => m.id)).toEqual([first.id]);
    expect((await list('?status=new')).map((m) => m.subject)).toEqual(['Third', 'Spaces']);
    expect(await list('?status=closed')).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/support-messages?status=done', as: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/status must be one of new, read, replied, closed/);
  });

  it('reads one message by id', async () => {
    const [latest] = await list();
    const res = await t.request({
      method: 'GET',
      url: `/api/support-messages/${latest!.id}`,
      as: 'super_admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(latest);
    const missing = await t.request({ method: 'GET', url: '/api/support-messages/9999', as: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, data: null, error: 'Support message not found' });
  });

  it('moves a message through every status and bumps updatedAt', async () => {
    const [target] = await list();
    for (const status of ['read', 'replied', 'closed', 'new'] as const) {
      await new Promise((r) => setTimeout(r, 5));
      const res = await t.request({
        method: 'PUT',
        url: `/api/support-messages/${target!.id}`,
        as: 'admin',
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: target!.id,
        status,
        createdAt: target!.createdAt,
        subject: target!.subject,
      });
      expect(data.updatedAt > target!.updatedAt).toBe(true);
    }
    const missing = await t.request({
      method: 'PUT',
      url: '/api/support-messages/9999',
      as: 'admin',
      payload: { status: 'read' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a message and answers 404 afterwards', async () => {
    const created = (await send(message({ subject: 'Delete me' }))).json().data;
    const res = await t.request({
      method: 'DELETE',
      url: `/api/support-messages/${created.id}`,
      as: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: created.id });
    expect((await list()).some((m) => m.id === created.id)).toBe(false);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/support-messages/${created.id}`, as: 'admin' }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/support-messages/0', as: 'admin' })).statusCode).toBe(
      400,
    );
  });

  describe('access', () => {
    it.each(['user', 'admin', 'super_admin'] as const)('lets a signed-in %s send a message', async (as) => {
      expect((await send(message({ subject: `From ${as}` }), as)).statusCode).toBe(201);
    });

    let targetId = 0;
    beforeAll(async () => {
      targetId = (await send(message({ subject: 'Guarded' }))).json().data.id;
    });

    it.each([
      ['GET', '/api/support-messages', undefined],
      ['GET', '/api/support-messages/:id', undefined],
      ['PUT', '/api/support-messages/:id', { status: 'closed' }],
      ['DELETE', '/api/support-messages/:id', undefined],
    ] as const)('refuses %s %s to anonymous (401) and user (403) callers', async (method, path, payload) => {
      const url = path.replace(':id', String(targetId));
      for (const [as, status] of [
        [undefined, 401],
        ['user', 403],
      ] as const) {
        const res = await t.request({ method, url, as, ...(payload ? { payload } : {}) });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false, data: null });
      }
      const stored = (await list()).find((m) => m.id === targetId);
      expect(stored).toMatchObject({ status: 'new' });
    });

    it.each(['admin', 'super_admin'] as const)('lets %s read, update and delete', async (as) => {
      const id = (await send(message({ subject: `For ${as}` }))).json().data.id;
      expect((await t.request({ method: 'GET', url: '/api/support-messages', as })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: `/api/support-messages/${id}`, as })).statusCode).toBe(
        200,
      );
      const put = await t.request({
        method: 'PUT',
        url: `/api/support-messages/${id}`,
        as,
        payload: { status: 'replied' },
      });
      expect(put.json().data.status).toBe('replied');
      expect((await t.request({ method: 'DELETE', url: `/api/support-messages/${id}`, as })).statusCode).toBe(
        200,
      );
    });
  });

  describe('bad input', () => {
    const { name: _name, ...withoutName } = message();
    it.each([
      ['missing name', withoutName, /Name is required/],
      ['missing email', { ...message(), email: undefined }, /Email is required/],
      ['blank subject', message({ subject: '  ' }), /Subject is required/],
      ['missing message', { ...message(), message: undefined }, /Message is required/],
      ['malformed email', message({ email: 'ada.example.com' }), /Email must be a valid email address/],
      ['name of the wrong type', message({ name: ['Ada'] }), /Name must be text/],
      ['message of the wrong type', message({ message: 12 }), /Message must be text/],
      ['over-long name', message({ name: 'n'.repeat(101) }), /Name must be at most 100 characters/],
      ['over-long subject', message({ subject: 's'.repeat(201) }), /Subject must be at most 200 characters/],
      [
        'over-long message',
        message({ message: 'm'.repeat(5001) }),
        /Message must be at most 5000 characters/,
      ],
    ])('refuses %s and stores nothing', async (_label, payload, error) => {
      const before = (await list()).length;
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().error).toMatch(error);
      expect((await list()).length).toBe(before);
    });

    it('refuses a malformed JSON body with a 400 envelope', async () => {
      const before = (await list()).length;
      const res = await t.request({
        method: 'POST',
        url: '/api/support-messages',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Ada",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, data: null, error: 'The request body is not valid JSON' });
      expect((await list()).length).toBe(before);
    });

    it.each([
      ['an unknown status', { status: 'archived' }, /Status must be one of new, read, replied, closed/],
      ['a missing status', {}, /Status must be one of/],
      ['a status of the wrong type', { status: 3 }, /Status must be one of/],
    ])('refuses an update with %s and changes nothing', async (_label, payload, error) => {
      const [target] = await list();
      const res = await t.request({
        method: 'PUT',
        url: `/api/support-messages/${target!.id}`,
        as: 'admin',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(error);
      expect((await list())[0]).toEqual(target);
    });

    it('refuses a malformed JSON update', async () => {
      const [target] = await list();
      const res = await t.request({
        method: 'PUT',
        url: `/api/support-messages/${target!.id}`,
        as: 'admin',
        headers: { 'content-type': 'application/json' },
        payload: '{"status":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('The request body is not valid JSON');
      expect((await list())[0]).toEqual(target);
    });
  });

  it('limits public messages per client when rate limiting is on', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PUBLIC_WRITES: '2' },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/support-messages',
          payload: message(),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
