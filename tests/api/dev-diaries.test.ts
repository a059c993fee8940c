import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import type { Role } from '../../contracts/user';
import { viewCounterOf } from '../../server/data/dev-diary-view-counter';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = Role | null;

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Inside the Blood Engine',
  excerpt: 'How the fights are simulated.',
  content: 'First paragraph.\n\nSecond paragraph.\n\nThird paragraph.',
  author: 'Test Author',
  tags: ['Engine', 'PC'],
  featured: false,
  published: true,
  ...over,
});

const create = async (payload: unknown, as: Caller = 'admin') =>
  t.request({ method: 'POST', url: '/api/dev-diaries', as, payload: payload as object });
const created = async (payload: unknown, as: Caller = 'admin'): Promise<DevDiary> => {
  const res = await create(payload, as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const put = (id: number, payload: unknown, as: Caller) =>
  t.request({ method: 'PUT', url: `/api/dev-diaries/${id}`, as, payload: payload as object });
const del = (id: number, as: Caller) => t.request({ method: 'DELETE', url: `/api/dev-diaries/${id}`, as });
/** Reads come from a browser: crawlers' reads are not counted as views. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const get = (url: string, as: Caller = null) =>
  t.request({ method: 'GET', url: `/api/dev-diaries${url}`, as, headers: { 'user-agent': BROWSER } });
/** Views are written in batches; tests write the pending ones at once instead of waiting. */
const flushViews = () => viewCounterOf(t.db.kysely).flush();
const titles = async (query: string, as: Caller = null) =>
  (await get(query, as)).json().data.map((p: DevDiary) => p.title);
const stored = (id: number) =>
  t.db.kysely.selectFrom('dev_diaries').selectAll().where('id', '=', id).executeTakeFirst();
const table = () => t.db.kysely.selectFrom('dev_diaries').selectAll().orderBy('id').execute();
const clear = () => t.db.kysely.deleteFrom('dev_diaries').execute();
/** The body the back office sends back for a post: the whole post, with any changes. */
const resend = (p: DevDiary, over: Record<string, unknown> = {}) => {
  const { id: _id, slug: _slug, views: _views, createdAt: _c, ...rest } = p;
  return { ...rest, ...over };
};

describe('creating posts', () => {
  it('stores a post with a slug, the caller as author, no views and today as its date', async () => {
    const before = Date.now();
    const p = await created(post({ authorId: t.userIds.super_admin, tags: ['Engine', 'engine', ' PC '] }));
    expect(p).toMatchObject({
      slug: 'inside-the-blood-engine',
      title: 'Inside the Blood Engine',
      authorId: t.userIds.admin,
      tags: ['Engine', 'PC'],
      views: 0,
      published: true,
      featured: false,
    });
    expect(Date.parse(p.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(p.date)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
  });

  it('defaults to a draft, not featured, and keeps a given date in UTC', async () => {
    const p = await created({
      title: 'Draft',
      content: 'Text.',
      author: 'A',
      date: '2026-05-01T12:00:00+02:00',
    });
    expect(p).toMatchObject({
      published: false,
      featured: false,
      excerpt: '',
      tags: [],
      date: '2026-05-01T10:00:00.000Z',
    });
  });

  it('lets a super admin name another existing user as author, but not a missing one', async () => {
    const own = await created(post({ title: 'Own' }), 'super_admin');
    expect(own.authorId).toBe(t.userIds.super_admin);
    const other = await created(post({ title: 'Ghost written', authorId: t.userIds.admin }), 'super_admin');
    expect(other.authorId).toBe(t.userIds.admin);
    const before = await table();
    const missing = await create(post({ title: 'Nobody', authorId: 9999 }), 'super_admin');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      data: null,
      error: 'authorId 9999 is not an existing user',
    });
    expect(await table()).toEqual(before);
  });

  it('makes slugs unique with -2, -3 … and plain ASCII from any Latin title', async () => {
    await clear();
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await created(post({ title: 'Patch Notes' }))).slug);
    expect(slugs).toEqual(['patch-notes', 'patch-notes-2', 'patch-notes-3']);
    expect((await created(post({ title: 'Patch notes!' }))).slug).toBe('patch-notes-4');
    expect((await created(post({ title: 'Crème de la Crème: Épisode 1' }))).slug).toBe(
      'creme-de-la-creme-episode-1',
    );
    const long = await created(post({ title: 'The longest dev diary title ever written '.repeat(4).trim() }));
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps a Japanese title readable in the slug, read back by its percent-encoded address', async () => {
    const first = await created(post({ title: '血と騒乱：第1章' }));
    expect(first.slug).toBe('血と騒乱-第1章');
    expect((await created(post({ title: '血と騒乱：第1章' }))).slug).toBe('血と騒乱-第1章-2');
    const read = await get(`/slug/${encodeURIComponent(first.slug)}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.id).toBe(first.id);
    expect((await get(`/slug/${encodeURIComponent('血と騒乱-第2章')}`)).statusCode).toBe(404);
    // Upper case is no slug in any script: a slug is always lower-cased.
    expect((await get(`/slug/${encodeURIComponent('Привет')}`)).statusCode).toBe(400);
  });
});

describe('updating slugs', () => {
  it('keeps the slug while the title stays, and regenerates it (still unique) when the title changes', async () => {
    await clear();
    const a = await created(post({ title: 'Road to Launch' }));
    const b = await created(post({ title: 'Balance Pass' }));
    const same = (await put(a.id, resend(a, { content: 'New text.' }), 'admin')).json().data as DevDiary;
    expect(same.slug).toBe('road-to-launch');
    // A new title that slugifies the same keeps the post's own slug rather than taking -2.
    const recased = (await put(a.id, resend(a, { title: 'Road To Launch!' }), 'admin')).json()
      .data as DevDiary;
    expect(recased.slug).toBe('road-to-launch');
    const renamed = (await put(b.id, resend(b, { title: 'Road to launch' }), 'admin')).json()
      .data as DevDiary;
    expect(renamed.slug).toBe('road-to-launch-2');
    const again = (await put(a.id, resend(a, { title: 'Something else' }), 'admin')).json().data as DevDiary;
    expect(again.slug).toBe('something-else');
  });

  it('does not move a post to a freed slug while its title stays the same', async () => {
    const first = await created(post({ title: 'Hotfix' }));
    const second = await created(post({ title: 'Hotfix' }));
    expect(second.slug).toBe('hotfix-2');
    expect((await del(first.id, 'admin')).statusCode).toBe(200);
    const res = await put(second.id, resend(second, { content: 'Edited.', published: false }), 'admin');
    expect(res.json().data).toMatchObject({ slug: 'hotfix-2', content: '<p>Edited.</p>' });
  });
});

describe('reading posts', () => {
  let published: DevDiary;
  let draft: DevDiary;
  beforeAll(async () => {
    await clear();
    published = await created(post({ title: 'Old news', date: '2026-01-01T00:00:00.000Z' }));
    await created(post({ title: 'Same day A', date: '2026-03-01T00:00:00.000Z', featured: true }));
    await created(post({ title: 'Same day B', date: '2026-03-01T00:00:00.000Z' }));
    draft = await created(
      post({ title: 'Secret draft', published: false, featured: true, date: '2026-04-01T00:00:00.000Z' }),
    );
    await created(post({ title: 'Newest', date: '2026-05-01T00:00:00.000Z' }), 'super_admin');
  });

  it('lists newest first, then the later-created post of the same date first', async () => {
    expect(await titles('', 'admin')).toEqual([
      'Newest',
      'Secret draft',
      'Same day B',
      'Same day A',
      'Old news',
    ]);
  });

  it.each([null, 'user'] as const)('shows %s published posts only, whatever the query says', async (as) => {
    const visible = ['Newest', 'Same day B', 'Same day A', 'Old news'];
    expect(await titles('', as)).toEqual(visible);
    expect(await titles('?published=false', as)).toEqual(visible);
    expect(await titles('?featured=true', as)).toEqual(['Same day A']);
    expect(await titles('?published=false&featured=true', as)).toEqual(['Same day A']);
  });

  it.each(['admin', 'super_admin'] as const)('lets %s filter by published and featured', async (as) => {
    expect(await titles('?published=false', as)).toEqual(['Secret draft']);
    expect(await titles('?published=true', as)).toHaveLength(4);
    expect(await titles('?featured=true', as)).toEqual(['Secret draft', 'Same day A']);
    expect(await titles('?featured=false&published=true', as)).toEqual(['Newest', 'Same day B', 'Old news']);
  });

  it('refuses a bad filter value, naming it', async () => {
    const res = await get('?published=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, data: null, error: 'published must be true or false' });
    expect((await get('?featured=1', 'admin')).json().error).toBe('featured must be true or false');
  });

  it.each([null, 'user'] as const)('hides a draft from %s by id and by slug', async (as) => {
    for (const url of [`/${draft.id}`, `/slug/${draft.slug}`]) {
      const res = await get(url, as);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, error: 'Post not found' });
    }
    expect((await stored(draft.id))!.views).toBe(0);
  });

  it('lets staff read a draft by id and by slug without counting a view', async () => {
    for (const as of ['admin', 'super_admin'] as const) {
      for (const url of [`/${draft.id}`, `/slug/${draft.slug}`, `/${published.id}`]) {
        const res = await get(url, as);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.views).toBe(0);
      }
    }
    await flushViews();
    expect((await stored(published.id))!.views).toBe(0);
  });

  it('counts one view per visitor read, by id or slug, and answers the new count', async () => {
    const first = (await get(`/${published.id}`)).json().data as DevDiary;
    expect(first).toMatchObject({ id: published.id, title: 'Old news', views: 1 });
    expect((await get(`/slug/${published.slug}`, 'user')).json().data.views).toBe(2);
    await flushViews();
    expect((await stored(published.id))!.views).toBe(2);
    // The list does not count.
    await get('');
    await flushViews();
    expect((await stored(published.id))!.views).toBe(2);
  });

  it('loses no view under concurrent reads', async () => {
    await Promise.all(Array.from({ length: 20 }, () => get(`/slug/${published.slug}`)));
    await flushViews();
    expect((await stored(published.id))!.views).toBe(22);
  });

  it('answers 404 for unknown posts and 400 for a malformed id or slug', async () => {
    expect((await get('/9999')).statusCode).toBe(404);
    expect((await get('/slug/no-such-post')).statusCode).toBe(404);
    expect((await get('/abc')).statusCode).toBe(400);
    const slug = await get('/slug/Not_A_Slug');
    expect(slug.statusCode).toBe(400);
    expect(slug.json().error).toMatch(/slug/);
  });
});

describe('role rules', () => {
  let others: DevDiary; // written by the super admin
  let mine: DevDiary; // written by the admin
  beforeAll(async () => {
    await clear();
    others = await created(
      post({ title: 'Super post', published: false, date: '2026-02-02T10:00:00.000Z' }),
      'super_admin',
    );
    mine = await created(post({ title: 'Admin post' }), 'admin');
  });

  it('lets an admin toggle published and featured on someone else’s post, touching nothing else', async () => {
    const before = (await stored(others.id))!;
    const res = await put(
      others.id,
      resend(others, { published: true, featured: true, updatedAt: 'x' }),
      'admin',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      published: true,
      featured: true,
      title: 'Super post',
      authorId: t.userIds.super_admin,
    });
    const after = (await stored(others.id))!;
    expect({ ...after, published: 0, featured: 0, updated_at: '' }).toEqual({
      ...before,
      published: 0,
      featured: 0,
      updated_at: '',
    });
    expect([after.published, after.featured]).toEqual([1, 1]);
    // Without authorId and date in the body it is still a toggle.
    const { authorId: _a, date: _d, ...bare } = resend(others, { published: false });
    expect((await put(others.id, bare, 'admin')).statusCode).toBe(200);
    others = (await get(`/${others.id}`, 'admin')).json().data;
    expect(others.published).toBe(false);
  });

  it.each([
    ['title', { title: 'Hijacked' }],
    ['excerpt', { excerpt: 'Changed.' }],
    ['content', { content: 'Rewritten.' }],
    ['author', { author: 'Impostor' }],
    ['authorId', { authorId: 0 }],
    ['tags', { tags: ['Engine'] }],
    ['date', { date: '2030-01-01T00:00:00.000Z' }],
  ])(
    'refuses an admin changing the %s of someone else’s post, even with a toggle',
    async (_field, change) => {
      const before = await table();
      const body = resend(others, { published: true, ...change });
      if (body.authorId === 0) body.authorId = t.userIds.admin;
      const res = await put(others.id, body, 'admin');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, data: null, error: 'You can only edit your own posts' });
      expect(await table()).toEqual(before);
    },
  );

  it('lets an admin edit its own post but not hand it to someone else', async () => {
    const res = await put(
      mine.id,
      resend(mine, { title: 'Admin post, revised', authorId: t.userIds.super_admin }),
      'admin',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Admin post, revised',
      slug: 'admin-post-revised',
      authorId: t.userIds.admin,
    });
    mine = res.json().data;
  });

  it('lets a super admin edit any post and change its author to an existing user', async () => {
    const res = await put(
      mine.id,
      resend(mine, { content: 'Edited by the boss.', authorId: t.userIds.user }),
      'super_admin',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      content: '<p>Edited by the boss.</p>',
      authorId: t.userIds.user,
    });
    const missing = await put(mine.id, resend(mine, { authorId: 9999 }), 'super_admin');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/authorId 9999/);
    // Give it back to the admin for the delete checks.
    mine = (await put(mine.id, resend(mine, { authorId: t.userIds.admin }), 'super_admin')).json().data;
    expect(mine.authorId).toBe(t.userIds.admin);
  });

  it('refuses an admin deleting someone else’s post and keeps it', async () => {
    const res = await del(others.id, 'admin');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, data: null, error: 'You can only delete your own posts' });
    expect(await stored(others.id)).toBeDefined();
  });

  it('lets an admin delete its own post and a super admin any post', async () => {
    expect((await del(mine.id, 'admin')).json()).toEqual({
      success: true,
      data: { id: mine.id },
      error: null,
    });
    expect(await stored(mine.id)).toBeUndefined();
    expect((await del(others.id, 'super_admin')).statusCode).toBe(200);
    expect(await stored(others.id)).toBeUndefined();
    expect((await del(others.id, 'super_admin')).statusCode).toBe(404);
    expect((await put(others.id, post(), 'super_admin')).statusCode).toBe(404);
  });

  it('leaves a post whose author was deleted to super admins, though admins may still toggle it', async () => {
    const account = await t.request({
      method: 'POST',
      url: '/api/users',
      as: 'super_admin',
      payload: {
        name: 'Leaver',
        username: 'leaver',
        email: 'leaver@test.example',
        password: PASSWORD,
        role: 'admin',
      },
    });
    const leaverId = account.json().data.id as number;
    const orphan = await created(post({ title: 'Orphan', authorId: leaverId }), 'super_admin');
    expect(orphan.authorId).toBe(leaverId);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${leaverId}`, as: 'super_admin' })).statusCode,
    ).toBe(200);
    const now = (await get(`/${orphan.id}`, 'admin')).json().data as DevDiary;
    expect(now.authorId).toBeNull();

    const before = await table();
    expect((await put(orphan.id, resend(now, { title: 'Claimed' }), 'admin')).statusCode).toBe(403);
    expect((await del(orphan.id, 'admin')).statusCode).toBe(403);
    expect(await table()).toEqual(before);
    const toggled = await put(orphan.id, resend(now, { featured: true }), 'admin');
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().data).toMatchObject({ featured: true, authorId: null, title: 'Orphan' });

    const edited = await put(orphan.id, resend(now, { title: 'Adopted' }), 'super_admin');
    expect(edited.json().data).toMatchObject({ title: 'Adopted', authorId: null });
    expect((await del(orphan.id, 'super_admin')).statusCode).toBe(200);
  });

  it.each([
    [null, 401],
    ['user', 403],
  ] as const)('refuses every write to %s with %i and changes nothing', async (as, status) => {
    const target = await created(post({ title: 'Target' }));
    const before = await table();
    for (const res of [
      await create(post(), as),
      await put(target.id, post({ title: 'X' }), as),
      await del(target.id, as),
    ]) {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    // A refused caller learns nothing about the body either.
    expect((await create({ title: 42 }, as)).statusCode).toBe(status);
    expect(await table()).toEqual(before);
  });
});

describe('bad input', () => {
  let target: DevDiary;
  beforeAll(async () => {
    target = await created(post({ title: 'Bad input target' }));
  });

  const cases: [string, unknown, RegExp][] = [
    ['a missing title', post({ title: undefined }), /Title is required/],
    ['a blank title', post({ title: '   ' }), /Title is required/],
    ['a number as title', post({ title: 42 }), /Title must be text/],
    ['an over-long title', post({ title: 'x'.repeat(201) }), /Title must be at most 200/],
    ['an over-long excerpt', post({ excerpt: 'x'.repeat(1001) }), /Excerpt must be at most 1000/],
    ['missing content', post({ content: undefined }), /Content is required/],
    ['over-long content', post({ content: 'x'.repeat(100_001) }), /Content must be at most 100000/],
    ['a missing author', post({ author: '' }), /Author is required/],
    ['an over-long author', post({ author: 'x'.repeat(101) }), /Author must be at most 100/],
    ['tags as text', post({ tags: 'PC' }), /Tags must be a list/],
    ['21 tags', post({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }), /At most 20 tags/],
    ['an over-long tag', post({ tags: ['x'.repeat(41)] }), /Tag must be at most 40/],
    ['a blank tag', post({ tags: ['PC', ' '] }), /Tag is required/],
    ['a number as tag', post({ tags: [7] }), /Tag must be text/],
    ['published as text', post({ published: 'yes' }), /Published must be true or false/],
    ['featured as a number', post({ featured: 1 }), /Featured must be true or false/],
    ['a bad date', post({ date: '01/05/2026' }), /Date must be an ISO date-time/],
    ['authorId as text', post({ authorId: '3' }), /authorId must be a number/],
    ['a negative authorId', post({ authorId: -1 }), /authorId/],
  ];

  it.each(cases)('refuses %s on create and update, storing nothing', async (_label, payload, message) => {
    const before = await table();
    for (const res of [await create(payload, 'super_admin'), await put(target.id, payload, 'super_admin')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().error).toMatch(message);
    }
    expect(await table()).toEqual(before);
  });

  it.each(['POST', 'PUT'] as const)('refuses a malformed JSON body on %s', async (method) => {
    const before = await table();
    const res = await t.request({
      method,
      url: method === 'POST' ? '/api/dev-diaries' : `/api/dev-diaries/${target.id}`,
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, data: null, error: 'The request body is not valid JSON' });
    expect(await table()).toEqual(before);
  });

  it('refuses a malformed id on PUT and DELETE', async () => {
    expect((await put(0, post(), 'admin')).statusCode).toBe(400);
    const res = await t.request({ method: 'DELETE', url: '/api/dev-diaries/abc', as: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/id/);
    expect(await stored(target.id)).toBeDefined();
  });
});
