import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/user';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Chapter = { id: number; subtitle: string; order: number; isActive: boolean; [key: string]: unknown };

const chapter = (over: Record<string, unknown> = {}) => ({
  title: 'BLOOD & MAYHEM',
  subtitle: 'Chapter 1: The Beginning',
  description: 'The arena opens its gates.',
  videoSrc: '/videos/chapters/chapter-1.mp4',
  isActive: true,
  ...over,
});

const roles = [null, 'user', 'admin', 'super_admin'] as const;
const list = (as: Role | null, query = '') => t.request({ method: 'GET', url: `/api/chapters${query}`, as });
const subtitles = async (as: Role | null, query = '') =>
  (await list(as, query)).json().data.map((c: Chapter) => c.subtitle);
const everything = async () => (await list('super_admin')).json().data as Chapter[];
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, as: Role | null, payload?: unknown) =>
  t.request({ method, url, as, ...(payload === undefined ? {} : { payload: payload as object }) });
const reorder = (as: Role | null, items: unknown) => write('PUT', '/api/chapters/reorder', as, { items });

describe('Chapters', () => {
  it('refuses creation by anonymous callers (401) and plain users (403), storing nothing', async () => {
    expect((await write('POST', '/api/chapters', null, chapter())).statusCode).toBe(401);
    const user = await write('POST', '/api/chapters', 'user', chapter());
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, data: null, error: 'Staff access only' });
    expect(await everything()).toEqual([]);
  });

  it('lets admins and super admins create chapters, ordered after the last one by default', async () => {
    const first = await write('POST', '/api/chapters', 'admin', chapter());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, error: null, data: { ...chapter(), order: 1 } });

    // The title defaults to the franchise name, as on the story page.
    const second = await write('POST', '/api/chapters', 'super_admin', {
      subtitle: 'The Awakening',
      description: 'Something stirs.',
      videoSrc: 'https://cdn.example.com/chapter-2.mp4',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ title: 'BLOOD & MAYHEM', order: 2, isActive: true });

    const third = await write(
      'POST',
      '/api/chapters',
      'admin',
      chapter({ subtitle: 'The Revelation', isActive: false }),
    );
    expect(third.json().data).toMatchObject({ order: 3, isActive: false });
    const fourth = await write('POST', '/api/chapters', 'admin', chapter({ subtitle: 'The Legacy' }));
    expect(fourth.json().data.order).toBe(4);
  });

  it('shows anonymous callers and users only active chapters, in order, whatever the query says', async () => {
    for (const role of [null, 'user'] as const) {
      const expected = ['Chapter 1: The Beginning', 'The Awakening', 'The Legacy'];
      expect(await subtitles(role)).toEqual(expected);
      expect(await subtitles(role, '?active=false')).toEqual(expected);
    }
  });

  it('shows staff every chapter and lets them filter by active', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      expect(await subtitles(role)).toEqual([
        'Chapter 1: The Beginning',
        'The Awakening',
        'The Revelation',
        'The Legacy',
      ]);
      expect(await subtitles(role, '?active=false')).toEqual(['The Revelation']);
      expect(await subtitles(role, '?active=true')).toEqual([
        'Chapter 1: The Beginning',
        'The Awakening',
        'The Legacy',
      ]);
    }
    const bad = await list('admin', '?active=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/active must be true or false/);
  });

  it('reads one chapter by id; inactive chapters are 404 for everyone but staff', async () => {
    const all = await everything();
    const active = all.find((c) => c.isActive)!;
    const inactive = all.find((c) => !c.isActive)!;
    for (const role of roles) {
      const res = await t.request({ method: 'GET', url: `/api/chapters/${active.id}`, as: role });
      expect(res.statusCode, String(role)).toBe(200);
      expect(res.json().data).toEqual(active);
      const hidden = await t.request({ method: 'GET', url: `/api/chapters/${inactive.id}`, as: role });
      const staff = role === 'admin' || role === 'super_admin';
      expect(hidden.statusCode, String(role)).toBe(staff ? 200 : 404);
      if (!staff) expect(hidden.json()).toEqual({ success: false, data: null, error: 'Chapter not found' });
    }
    expect((await t.request({ method: 'GET', url: '/api/chapters/9999', as: 'admin' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/chapters/abc' })).statusCode).toBe(400);
  });

  it('reorders for admins and super admins, in one transaction', async () => {
    const [a, b, c, d] = await everything();
    const swapped = await reorder('admin', [
      { id: a!.id, order: 2 },
      { id: b!.id, order: 1 },
    ]);
    expect(swapped.statusCode).toBe(200);
    // The answer is the full list (inactive included) in its new order.
    expect(swapped.json().data.map((x: Chapter) => x.id)).toEqual([b!.id, a!.id, c!.id, d!.id]);
    expect(swapped.json().data.map((x: Chapter) => x.order)).toEqual([1, 2, 3, 4]);
    expect(await subtitles(null)).toEqual(['The Awakening', 'Chapter 1: The Beginning', 'The Legacy']);

    const back = await reorder('super_admin', [
      { id: a!.id, order: 1 },
      { id: b!.id, order: 2 },
    ]);
    expect(back.json().data.map((x: Chapter) => x.id)).toEqual([a!.id, b!.id, c!.id, d!.id]);
  });

  it('rolls a reorder back entirely when one id is unknown', async () => {
    const before = await everything();
    const [a, b] = before;
    const failed = await reorder('admin', [
      { id: a!.id, order: 9 },
      { id: b!.id, order: 8 },
      { id: 9999, order: 1 },
    ]);
    expect(failed.statusCode).toBe(404);
    expect(failed.json()).toEqual({ success: false, data: null, error: 'Chapter 9999 not found' });
    expect(await everything()).toEqual(before);
  });

  it('refuses reorders from anonymous callers and users, changing nothing', async () => {
    const before = await everything();
    const items = [
      { id: before[0]!.id, order: 2 },
      { id: before[1]!.id, order: 1 },
    ];
    expect((await reorder(null, items)).statusCode).toBe(401);
    expect((await reorder('user', items)).statusCode).toBe(403);
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['an empty list', [], /items must not be empty/],
    [
      'duplicate ids',
      [
        { id: 1, order: 1 },
        { id: 1, order: 2 },
      ],
      /only once/,
    ],
    ['a text id', [{ id: 'one', order: 1 }], /Each item needs a numeric id/],
    ['a missing order', [{ id: 1 }], /Order must be a number/],
    ['a negative order', [{ id: 1, order: -3 }], /Order must be 0 or more/],
    ['an object instead of a list', { id: 1, order: 1 }, /items must be a list/],
  ])('refuses a reorder with %s, changing nothing', async (_label, items, message) => {
    const before = await everything();
    const res = await reorder('admin', items);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null });
    expect(res.json().error).toMatch(message);
    expect(await everything()).toEqual(before);
  });

  it('refuses a malformed JSON reorder body', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/chapters/reorder',
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The request body is not valid JSON');
  });

  it('replaces the whole chapter on update, keeping its order when none is sent', async () => {
    const [target] = await everything();
    const res = await write('PUT', `/api/chapters/${target!.id}`, 'admin', {
      subtitle: 'Chapter 1: The Beginning (recut)',
      description: 'Recut.',
      videoSrc: '/videos/chapters/chapter-1b.mp4',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: target!.id,
      title: 'BLOOD & MAYHEM',
      subtitle: 'Chapter 1: The Beginning (recut)',
      videoSrc: '/videos/chapters/chapter-1b.mp4',
      isActive: false,
      order: target!.order,
      createdAt: target!.createdAt,
    });
    expect(await subtitles(null)).not.toContain('Chapter 1: The Beginning (recut)');

    const restored = await write('PUT', `/api/chapters/${target!.id}`, 'super_admin', chapter({ order: 10 }));
    expect(restored.json().data).toMatchObject({ ...chapter(), order: 10 });
    expect((await subtitles(null)).at(-1)).toBe('Chapter 1: The Beginning');
    expect((await write('PUT', '/api/chapters/9999', 'admin', chapter())).statusCode).toBe(404);
  });

  it('refuses updates and deletes from anonymous callers and users, changing nothing', async () => {
    const before = await everything();
    const id = before[0]!.id;
    for (const [role, status] of [
      [null, 401],
      ['user', 403],
    ] as const) {
      expect(
        (await write('PUT', `/api/chapters/${id}`, role, chapter({ subtitle: 'Hacked' }))).statusCode,
      ).toBe(status);
      expect((await write('DELETE', `/api/chapters/${id}`, role)).statusCode).toBe(status);
    }
    expect(await everything()).toEqual(before);
  });

  it('deletes for admins and super admins, answering 404 once gone', async () => {
    const all = await everything();
    const [a, b] = all;
    const deleted = await write('DELETE', `/api/chapters/${a!.id}`, 'admin');
    expect(deleted.json()).toEqual({ success: true, data: { id: a!.id }, error: null });
    expect((await write('DELETE', `/api/chapters/${b!.id}`, 'super_admin')).statusCode).toBe(200);
    expect((await write('DELETE', `/api/chapters/${a!.id}`, 'admin')).statusCode).toBe(404);
    expect((await everything()).map((c) => c.id)).toEqual(all.slice(2).map((c) => c.id));
  });

  describe('bad input', () => {
    const cases: [string, unknown, RegExp][] = [
      ['a missing subtitle', { description: 'd', videoSrc: '/v.mp4' }, /Subtitle is required/],
      ['a missing description', { subtitle: 's', videoSrc: '/v.mp4' }, /Description is required/],
      ['a missing video path', { subtitle: 's', description: 'd' }, /Video path is required/],
      ['a blank title', chapter({ title: '  ' }), /Title is required/],
      ['a numeric subtitle', chapter({ subtitle: 3 }), /Subtitle must be text/],
      ['a title over 200 characters', chapter({ title: 'x'.repeat(201) }), /Title must be at most 200/],
      [
        'a subtitle over 200 characters',
        chapter({ subtitle: 'x'.repeat(201) }),
        /Subtitle must be at most 200/,
      ],
      [
        'a description over 5,000 characters',
        chapter({ description: 'x'.repeat(5001) }),
        /Description must be at most 5000/,
      ],
      [
        'a video path over 500 characters',
        chapter({ videoSrc: `/${'x'.repeat(500)}` }),
        /Video path must be at most 500/,
      ],
      ['a relative video path', chapter({ videoSrc: 'videos/a.mp4' }), /Video path must start with \//],
      ['a script video URL', chapter({ videoSrc: 'javascript:alert(1)' }), /Video path must start with \//],
      ['a text isActive', chapter({ isActive: 'no' }), /Active must be true or false/],
      ['a text order', chapter({ order: '1' }), /Order must be a number/],
      ['a fractional order', chapter({ order: 0.5 }), /Order must be a whole number/],
      ['an order over 100,000', chapter({ order: 100_001 }), /Order is too large/],
    ];

    it.each(cases)(
      'refuses %s on create and on update, changing nothing',
      async (_label, payload, message) => {
        const before = await everything();
        const created = await write('POST', '/api/chapters', 'admin', payload);
        expect(created.statusCode).toBe(400);
        expect(created.json()).toMatchObject({ success: false, data: null });
        expect(created.json().error).toMatch(message);
        const updated = await write('PUT', `/api/chapters/${before[0]!.id}`, 'admin', payload);
        expect(updated.statusCode).toBe(400);
        expect(updated.json().error).toMatch(message);
        expect(await everything()).toEqual(before);
      },
    );

    it('refuses a malformed JSON body on create and update', async () => {
      const before = await everything();
      for (const [method, url] of [
        ['POST', '/api/chapters'],
        ['PUT', `/api/chapters/${before[0]!.id}`],
      ] as const) {
        const res = await t.request({
          method,
          url,
          as: 'admin',
          headers: { 'content-type': 'application/json' },
          payload: '{"subtitle": ',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          data: null,
          error: 'The request body is not valid JSON',
        });
      }
      expect(await everything()).toEqual(before);
    });
  });
});
