import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/user';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STORED = '<p>Three ways to fight: on PC, on mobile and around a table.</p>';
const about = (over: Record<string, unknown> = {}) => ({
  title: 'About Blood & Mayhem',
  description: 'Three ways to fight: on PC, on mobile and around a table.',
  missionStatement: 'Every fighter matters.',
  isActive: true,
  ...over,
});

const get = (as?: Role) => t.request({ method: 'GET', url: '/api/about', as });
// `null` is an anonymous caller (undefined would pick the default role).
const put = (payload: unknown, as: Role | null = 'admin') =>
  t.request({ method: 'PUT', url: '/api/about', as, payload: payload as Record<string, unknown> });
const stored = async () => (await get('super_admin')).json().data;

describe('About content', () => {
  it('answers 404 to everyone before any content is written', async () => {
    for (const role of [undefined, 'user', 'admin', 'super_admin'] as const) {
      const res = await get(role);
      expect(res.statusCode, String(role)).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, error: 'About page not found' });
    }
  });

  it('refuses writes from anonymous callers and plain users, storing nothing', async () => {
    const anonymous = await put(about(), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, data: null });
    const user = await put(about(), 'user');
    expect(user.statusCode).toBe(403);
    expect(user.json().error).toBe('Staff access only');
    expect((await get('super_admin')).statusCode).toBe(404);
  });

  it('creates the content on the first save, with a lastUpdated timestamp', async () => {
    const before = Date.now();
    const res = await put(about());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The plain text sent comes back as rich text: one paragraph.
    expect(body).toMatchObject({
      success: true,
      error: null,
      data: { id: 1, ...about(), description: STORED },
    });
    expect(Date.parse(body.data.lastUpdated)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.data.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('serves active content to every role, with booleans and ISO strings on both engines', async () => {
    for (const role of [undefined, 'user', 'admin', 'super_admin'] as const) {
      const res = await get(role);
      expect(res.statusCode, String(role)).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ id: 1, ...about(), description: STORED });
      expect(typeof data.isActive).toBe('boolean');
      expect(Object.keys(data).sort()).toEqual([
        'description',
        'id',
        'isActive',
        'lastUpdated',
        'missionStatement',
        'title',
      ]);
    }
  });

  it('updates the single row in place and moves lastUpdated forward, for admins and super admins', async () => {
    const first = await stored();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const byAdmin = await put(about({ title: 'Our story' }), 'admin');
    expect(byAdmin.json().data).toMatchObject({ id: 1, title: 'Our story' });
    expect(Date.parse(byAdmin.json().data.lastUpdated)).toBeGreaterThan(Date.parse(first.lastUpdated));
    const bySuper = await put(about({ title: '  Trimmed title  ' }), 'super_admin');
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json().data.title).toBe('Trimmed title');
    const rows = await t.db.kysely.selectFrom('about').select('id').execute();
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('defaults isActive to true when it is left out', async () => {
    const { isActive: _omitted, ...rest } = about();
    const res = await put(rest);
    expect(res.json().data.isActive).toBe(true);
  });

  it('hides inactive content from anonymous callers and users, but not from staff', async () => {
    const res = await put(about({ isActive: false, title: 'Draft about' }));
    expect(res.json().data.isActive).toBe(false);
    for (const role of [undefined, 'user'] as const) {
      const hidden = await get(role);
      expect(hidden.statusCode, String(role)).toBe(404);
      expect(hidden.json()).toEqual({ success: false, data: null, error: 'About page not found' });
    }
    for (const role of ['admin', 'super_admin'] as const) {
      const seen = await get(role);
      expect(seen.statusCode, role).toBe(200);
      expect(seen.json().data).toMatchObject({ title: 'Draft about', isActive: false });
    }
  });

  it('still refuses anonymous and user writes once content exists, changing nothing', async () => {
    const before = await stored();
    expect((await put(about({ title: 'Hacked' }), null)).statusCode).toBe(401);
    expect((await put(about({ title: 'Hacked' }), 'user')).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  describe('bad input', () => {
    it.each([
      ['a missing title', { description: 'd', missionStatement: 'm' }, /Page title is required/],
      ['a blank description', about({ description: '   ' }), /Main description is required/],
      ['a missing mission statement', { title: 't', description: 'd' }, /Mission statement is required/],
      ['a numeric title', about({ title: 42 }), /Page title must be text/],
      ['a title over 200 characters', about({ title: 'x'.repeat(201) }), /Page title must be at most 200/],
      [
        'a description over 10,000 characters',
        about({ description: 'x'.repeat(10_001) }),
        /Main description must be at most 10000/,
      ],
      [
        'a mission over 5,000 characters',
        about({ missionStatement: 'x'.repeat(5001) }),
        /Mission statement must be at most 5000/,
      ],
      ['a text isActive', about({ isActive: 'yes' }), /Page status must be true or false/],
      ['a list instead of an object', [about()], /body/],
    ])('refuses %s and changes nothing', async (_label, payload, message) => {
      const before = await stored();
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().error).toMatch(message);
      expect(await stored()).toEqual(before);
    });

    it('refuses a malformed JSON body and an empty one', async () => {
      const before = await stored();
      const malformed = await t.request({
        method: 'PUT',
        url: '/api/about',
        as: 'admin',
        headers: { 'content-type': 'application/json' },
        payload: '{"title": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        success: false,
        data: null,
        error: 'The request body is not valid JSON',
      });
      const empty = await t.request({
        method: 'PUT',
        url: '/api/about',
        as: 'admin',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(await stored()).toEqual(before);
    });
  });
});
