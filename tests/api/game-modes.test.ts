import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/user';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Mode = { id: number; name: string; order: number; isActive: boolean; [key: string]: unknown };

const mode = (over: Record<string, unknown> = {}) => ({
  name: 'Blood & Mayhem PC',
  subtitle: 'The competitive fighting game',
  description: 'Pick a fighter and fight for the arena.',
  platform: 'PC',
  status: 'Available',
  featured: true,
  imageUrl: '/images/modes/pc.png',
  videoUrl: 'https://cdn.example.com/pc.mp4',
  linkUrl: '/blood-message',
  isActive: true,
  ...over,
});

const roles = [null, 'user', 'admin', 'super_admin'] as const;
const list = async (as: Role | null, query = '') =>
  t.request({ method: 'GET', url: `/api/game-modes${query}`, as });
const names = async (as: Role | null, query = '') =>
  (await list(as, query)).json().data.map((m: Mode) => m.name);
const everything = async () => (await list('super_admin')).json().data as Mode[];
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, as: Role | null, payload?: unknown) =>
  t.request({ method, url, as, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('Game modes', () => {
  it('refuses creation by anonymous callers (401) and plain users (403), storing nothing', async () => {
    const anonymous = await write('POST', '/api/game-modes', null, mode());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, data: null, error: 'Please sign in to continue' });
    const user = await write('POST', '/api/game-modes', 'user', mode());
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, data: null, error: 'Staff access only' });
    expect(await everything()).toEqual([]);
  });

  it('lets admins and super admins create modes, ordered after the last one by default', async () => {
    const pc = await write('POST', '/api/game-modes', 'admin', mode());
    expect(pc.statusCode).toBe(201);
    expect(pc.json()).toMatchObject({ success: true, error: null, data: { ...mode(), order: 1 } });
    expect(pc.json().data.createdAt).toBe(pc.json().data.updatedAt);

    const mobile = await write('POST', '/api/game-modes', 'super_admin', {
      name: 'Blood & Mayhem Mobile',
      subtitle: 'Fights in your pocket',
      description: 'Coming to phones.',
      platform: 'Mobile',
      imageUrl: '',
    });
    expect(mobile.statusCode).toBe(201);
    // Defaults from the back office: Coming Soon, not featured, active; an empty path means none.
    expect(mobile.json().data).toMatchObject({
      platform: 'Mobile',
      status: 'Coming Soon',
      featured: false,
      isActive: true,
      imageUrl: null,
      videoUrl: null,
      linkUrl: null,
      order: 2,
    });

    const board = await write(
      'POST',
      '/api/game-modes',
      'admin',
      mode({
        name: 'Board Game',
        platform: 'Board Game',
        status: 'In Development',
        featured: false,
        isActive: false,
      }),
    );
    expect(board.json().data).toMatchObject({ order: 3, isActive: false, platform: 'Board Game' });
  });

  it('shows anonymous callers and users only active modes, in order', async () => {
    for (const role of [null, 'user'] as const) {
      const res = await list(role);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((m: Mode) => m.name)).toEqual([
        'Blood & Mayhem PC',
        'Blood & Mayhem Mobile',
      ]);
      // Whatever the query says.
      expect(await names(role, '?active=false')).toEqual(['Blood & Mayhem PC', 'Blood & Mayhem Mobile']);
    }
  });

  it('shows staff every mode and lets them filter by active', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      expect(await names(role)).toEqual(['Blood & Mayhem PC', 'Blood & Mayhem Mobile', 'Board Game']);
      expect(await names(role, '?active=false')).toEqual(['Board Game']);
      expect(await names(role, '?active=true')).toEqual(['Blood & Mayhem PC', 'Blood & Mayhem Mobile']);
    }
  });

  it('filters by featured and platform, never leaking inactive modes to the public', async () => {
    expect(await names(null, '?featured=true')).toEqual(['Blood & Mayhem PC']);
    expect(await names(null, '?featured=false')).toEqual(['Blood & Mayhem Mobile']);
    expect(await names('admin', '?featured=false')).toEqual(['Blood & Mayhem Mobile', 'Board Game']);
    expect(await names(null, '?platform=Mobile')).toEqual(['Blood & Mayhem Mobile']);
    expect(await names(null, '?platform=Board%20Game')).toEqual([]);
    expect(await names('user', '?platform=Board%20Game')).toEqual([]);
    expect(await names('admin', '?platform=Board%20Game')).toEqual(['Board Game']);
    expect(await names('admin', '?platform=PC&featured=true&active=true')).toEqual(['Blood & Mayhem PC']);
  });

  it('refuses bad filter values with a message naming the parameter', async () => {
    for (const [query, message] of [
      ['?platform=Console', /platform must be one of PC, Mobile, Board Game/],
      ['?featured=yes', /featured must be true or false/],
      ['?active=1', /active must be true or false/],
    ] as const) {
      const res = await list('admin', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().error).toMatch(message);
    }
  });

  it('orders by order, then by id', async () => {
    const first = await write('POST', '/api/game-modes', 'admin', mode({ name: 'Zero', order: 0 }));
    const tie = await write('POST', '/api/game-modes', 'admin', mode({ name: 'Tie', order: 1 }));
    expect(first.json().data.order).toBe(0);
    expect(await names(null)).toEqual(['Zero', 'Blood & Mayhem PC', 'Tie', 'Blood & Mayhem Mobile']);
    for (const created of [first, tie]) {
      expect((await write('DELETE', `/api/game-modes/${created.json().data.id}`, 'admin')).statusCode).toBe(
        200,
      );
    }
  });

  it('reads one mode by id; inactive modes are 404 for everyone but staff', async () => {
    const all = await everything();
    const active = all.find((m) => m.isActive)!;
    const inactive = all.find((m) => !m.isActive)!;
    for (const role of roles) {
      const res = await t.request({ method: 'GET', url: `/api/game-modes/${active.id}`, as: role });
      expect(res.statusCode, String(role)).toBe(200);
      expect(res.json().data).toEqual(active);
      const hidden = await t.request({ method: 'GET', url: `/api/game-modes/${inactive.id}`, as: role });
      const staff = role === 'admin' || role === 'super_admin';
      expect(hidden.statusCode, String(role)).toBe(staff ? 200 : 404);
      if (!staff) expect(hidden.json()).toEqual({ success: false, data: null, error: 'Game mode not found' });
    }
    expect((await t.request({ method: 'GET', url: '/api/game-modes/9999', as: 'admin' })).statusCode).toBe(
      404,
    );
    const bad = await t.request({ method: 'GET', url: '/api/game-modes/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/id must be a number/);
  });

  it('replaces the whole mode on update, keeping its order when none is sent', async () => {
    const [target] = await everything();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await write('PUT', `/api/game-modes/${target!.id}`, 'admin', {
      name: 'Blood & Mayhem PC Edition',
      subtitle: 'Renamed',
      description: 'Still the competitive one.',
      featured: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: target!.id,
      name: 'Blood & Mayhem PC Edition',
      platform: 'PC',
      status: 'Coming Soon',
      featured: false,
      imageUrl: null,
      videoUrl: null,
      linkUrl: null,
      order: target!.order,
      createdAt: target!.createdAt,
    });
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThan(Date.parse(target!.updatedAt as string));

    const moved = await write('PUT', `/api/game-modes/${target!.id}`, 'super_admin', mode({ order: 7 }));
    expect(moved.json().data).toMatchObject({ ...mode(), order: 7 });
    expect((await write('PUT', '/api/game-modes/9999', 'admin', mode())).statusCode).toBe(404);
  });

  it('refuses updates and deletes from anonymous callers and users, changing nothing', async () => {
    const before = await everything();
    const id = before[0]!.id;
    for (const [role, status] of [
      [null, 401],
      ['user', 403],
    ] as const) {
      expect((await write('PUT', `/api/game-modes/${id}`, role, mode({ name: 'Hacked' }))).statusCode).toBe(
        status,
      );
      expect((await write('DELETE', `/api/game-modes/${id}`, role)).statusCode).toBe(status);
    }
    expect(await everything()).toEqual(before);
  });

  it('deletes for admins and super admins, answering 404 once gone', async () => {
    const all = await everything();
    const [a, b] = all;
    const deleted = await write('DELETE', `/api/game-modes/${a!.id}`, 'admin');
    expect(deleted.json()).toEqual({ success: true, data: { id: a!.id }, error: null });
    expect((await write('DELETE', `/api/game-modes/${b!.id}`, 'super_admin')).statusCode).toBe(200);
    expect((await write('DELETE', `/api/game-modes/${a!.id}`, 'admin')).statusCode).toBe(404);
    expect((await everything()).map((m) => m.id)).toEqual(all.slice(2).map((m) => m.id));
  });

  describe('bad input', () => {
    const cases: [string, unknown, RegExp][] = [
      ['a missing name', { subtitle: 's', description: 'd' }, /Name is required/],
      ['a missing subtitle', { name: 'n', description: 'd' }, /Subtitle is required/],
      ['a blank description', mode({ description: '  ' }), /Description is required/],
      ['a numeric name', mode({ name: 7 }), /Name must be text/],
      ['a name over 100 characters', mode({ name: 'x'.repeat(101) }), /Name must be at most 100/],
      ['a subtitle over 200 characters', mode({ subtitle: 'x'.repeat(201) }), /Subtitle must be at most 200/],
      [
        'a description over 5,000 characters',
        mode({ description: 'x'.repeat(5001) }),
        /Description must be at most 5000/,
      ],
      [
        'an unknown platform',
        mode({ platform: 'Console' }),
        /Platform must be one of PC, Mobile, Board Game/,
      ],
      [
        'an unknown status',
        mode({ status: 'Live' }),
        /Status must be one of Available, Coming Soon, In Development/,
      ],
      ['a text featured flag', mode({ featured: 'true' }), /Featured must be true or false/],
      ['a numeric isActive', mode({ isActive: 1 }), /Active must be true or false/],
      ['a script image URL', mode({ imageUrl: 'javascript:alert(1)' }), /Image must be a site path/],
      ['a numeric video URL', mode({ videoUrl: 5 }), /Video must be text/],
      ['a link over 500 characters', mode({ linkUrl: `/${'x'.repeat(500)}` }), /Link must be at most 500/],
      ['a text order', mode({ order: 'first' }), /Order must be a number/],
      ['a negative order', mode({ order: -1 }), /Order must be 0 or more/],
      ['a fractional order', mode({ order: 1.5 }), /Order must be a whole number/],
      ['an order over 100,000', mode({ order: 100_001 }), /Order is too large/],
    ];

    it.each(cases)(
      'refuses %s on create and on update, changing nothing',
      async (_label, payload, message) => {
        const before = await everything();
        const created = await write('POST', '/api/game-modes', 'admin', payload);
        expect(created.statusCode).toBe(400);
        expect(created.json()).toMatchObject({ success: false, data: null });
        expect(created.json().error).toMatch(message);
        const updated = await write('PUT', `/api/game-modes/${before[0]!.id}`, 'admin', payload);
        expect(updated.statusCode).toBe(400);
        expect(updated.json().error).toMatch(message);
        expect(await everything()).toEqual(before);
      },
    );

    it('refuses a malformed JSON body on create and update', async () => {
      const before = await everything();
      for (const [method, url] of [
        ['POST', '/api/game-modes'],
        ['PUT', `/api/game-modes/${before[0]!.id}`],
      ] as const) {
        const res = await t.request({
          method,
          url,
          as: 'admin',
          headers: { 'content-type': 'application/json' },
          payload: '{"name": "x",',
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

    it('refuses a non-numeric id on update and delete', async () => {
      const before = await everything();
      expect((await write('PUT', '/api/game-modes/abc', 'admin', mode())).statusCode).toBe(400);
      const res = await write('DELETE', '/api/game-modes/0', 'admin');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/id must be positive/);
      expect(await everything()).toEqual(before);
    });
  });
});
