import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import type { DevDiaryRevision } from '../../contracts/dev-diary-revision';
import type { Role } from '../../contracts/user';
import { postRepository } from '../../server/data/dev-diaries';
import { type TestApp, createTestApp } from './support/test-app';

/** Every save of a post keeps the version before it; any version can be made current again. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = Role | null;
const body = (over: Record<string, unknown> = {}) => ({
  title: 'First title',
  excerpt: 'First excerpt.',
  content: 'First content.',
  author: 'Test Author',
  tags: ['News', 'Art'],
  featured: false,
  published: false,
  date: '2026-05-01T10:00:00.000Z',
  ...over,
});
async function create(as: Caller = 'admin', over: Record<string, unknown> = {}): Promise<DevDiary> {
  const res = await t.request({ method: 'POST', url: '/api/dev-diaries', as, payload: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const put = (id: number, payload: object, as: Caller = 'admin') =>
  t.request({ method: 'PUT', url: `/api/dev-diaries/${id}`, as, payload });
const history = (id: number, as: Caller = 'admin') =>
  t.request({ method: 'GET', url: `/api/dev-diaries/${id}/revisions`, as });
const revisionsOf = async (id: number, as: Caller = 'admin'): Promise<DevDiaryRevision[]> => {
  const res = await history(id, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const restore = (id: number, revisionId: number, as: Caller = 'admin') =>
  t.request({ method: 'POST', url: `/api/dev-diaries/${id}/revisions/${revisionId}/restore`, as });
const revisionRows = () => t.db.kysely.selectFrom('dev_diary_revisions').selectAll().orderBy('id').execute();
const postRow = (id: number) =>
  t.db.kysely.selectFrom('dev_diaries').selectAll().where('id', '=', id).executeTakeFirst();

describe('revisions kept on every save', () => {
  it('starts with none, then keeps each earlier version, newest first, with who saved and when', async () => {
    const post = await create();
    expect(await revisionsOf(post.id)).toEqual([]);

    const before = Date.now();
    expect((await put(post.id, body({ title: 'Second title', tags: ['News'] }))).statusCode).toBe(200);
    expect(
      (await put(post.id, body({ title: 'Third title', content: 'Third content.' }), 'super_admin'))
        .statusCode,
    ).toBe(200);

    const revisions = await revisionsOf(post.id);
    expect(revisions.map((r) => r.title)).toEqual(['Second title', 'First title']);
    expect(revisions[0]).toMatchObject({
      postId: post.id,
      savedBy: { id: t.userIds.super_admin, name: 'Test super_admin' },
      slug: 'second-title',
      tags: ['News'],
      content: '<p>First content.</p>',
    });
    expect(revisions[1]).toEqual({
      id: revisions[1]!.id,
      postId: post.id,
      savedAt: revisions[1]!.savedAt,
      savedBy: { id: t.userIds.admin, name: 'Test admin' },
      title: 'First title',
      slug: 'first-title',
      excerpt: 'First excerpt.',
      content: '<p>First content.</p>',
      author: 'Test Author',
      authorId: t.userIds.admin,
      tags: ['News', 'Art'],
      coverImage: null,
      featured: false,
      published: false,
      date: '2026-05-01T10:00:00.000Z',
    });
    expect(Date.parse(revisions[1]!.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(revisions[1]!.savedAt).toISOString()).toBe(revisions[1]!.savedAt);
  });

  it('keeps a version on a publish or feature toggle by an admin who is not the author', async () => {
    const post = await create('super_admin', { authorId: t.userIds.super_admin });
    const res = await put(post.id, { ...body(), authorId: t.userIds.super_admin, published: true }, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await revisionRows()).filter((r) => r.post_id === post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ published: 0, saved_by_id: t.userIds.admin });
  });

  it('writes the revision in the same transaction as the change: a failed update leaves neither', async () => {
    const post = await create();
    const before = await revisionRows();
    const posts = postRepository(t.db.kysely);
    const savedBy = { id: t.userIds.admin, name: 'Test admin' };
    // A tag list the database cannot store fails the update after the revision was inserted.
    const broken = { ...post, tags: ['x'], date: null as unknown as string };
    await expect(posts.update(post.id, broken, { newSlug: false, savedBy })).rejects.toThrow();
    expect(await revisionRows()).toEqual(before);
    expect((await postRow(post.id))!.title).toBe('First title');
  });

  it('records each other’s state when two saves land at once, never the same version twice', async () => {
    const post = await create('admin', { title: 'Raced post' });
    const results = await Promise.all(
      ['Raced by one', 'Raced by two', 'Raced by three'].map((title) => put(post.id, body({ title }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const titles = (await revisionsOf(post.id)).map((r) => r.title);
    expect(titles).toHaveLength(3);
    expect(new Set(titles).size).toBe(3);
    expect(titles).toContain('Raced post');
    const current = (await postRow(post.id))!.title;
    // The versions chain: every title but the current one was replaced exactly once.
    expect([...titles, current].sort()).toEqual([
      'Raced by one',
      'Raced by three',
      'Raced by two',
      'Raced post',
    ]);
  });

  it('answers 404 for the history of a post that does not exist', async () => {
    const res = await history(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, error: 'Post not found' });
  });
});

describe('restoring a revision', () => {
  it('makes that version current, keeping the replaced one as a new revision', async () => {
    const post = await create('admin', { title: 'Restorable title', featured: true });
    await put(
      post.id,
      body({ title: 'Rewritten', excerpt: 'New excerpt.', tags: ['Patch Notes'], published: true }),
    );
    const [first] = await revisionsOf(post.id);
    const res = await restore(post.id, first!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: post.id,
      title: 'Restorable title',
      slug: 'restorable-title',
      excerpt: 'First excerpt.',
      tags: ['News', 'Art'],
      featured: true,
      published: false,
    });
    const after = await revisionsOf(post.id);
    expect(after.map((r) => r.title)).toEqual(['Rewritten', 'Restorable title']);
    expect(after[0]).toMatchObject({ slug: 'rewritten', tags: ['Patch Notes'], published: true });
    // The staff search reads the restored title.
    const found = await t.request({
      method: 'GET',
      url: '/api/dev-diaries?search=restorable',
      as: 'admin',
    });
    expect(found.json().data.map((p: DevDiary) => p.id)).toContain(post.id);
  });

  it('answers 409 and changes nothing when another post took the old slug since', async () => {
    const post = await create('admin', { title: 'Wanted address' });
    await put(post.id, body({ title: 'Moved away' }));
    await create('admin', { title: 'Wanted address' });
    const [old] = await revisionsOf(post.id);
    const before = await revisionRows();
    const res = await restore(post.id, old!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, data: null });
    expect(res.json().error).toContain('Another post now uses the address (slug) of this version');
    expect(await revisionRows()).toEqual(before);
    expect((await postRow(post.id))!.title).toBe('Moved away');
  });

  it('answers 404 for a revision of another post or one that does not exist', async () => {
    const a = await create();
    const b = await create();
    await put(b.id, body({ title: 'B changed' }));
    const [ofB] = await revisionsOf(b.id);
    for (const [id, revisionId] of [
      [a.id, ofB!.id],
      [a.id, 999_999],
    ] as const) {
      const res = await restore(id, revisionId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, error: 'Revision not found' });
    }
    expect((await restore(999_999, ofB!.id)).json().error).toBe('Post not found');
    expect((await restore(b.id, 0)).statusCode).toBe(400);
  });
});

describe('who may see and restore', () => {
  it('lets an admin read and restore only its own posts, a super admin any, and nobody else', async () => {
    const others = await create('super_admin', { authorId: t.userIds.super_admin });
    await put(
      others.id,
      { ...body({ title: 'Changed by its author' }), authorId: t.userIds.super_admin },
      'super_admin',
    );
    const [revision] = await revisionsOf(others.id, 'super_admin');
    const before = await revisionRows();

    const read = await history(others.id, 'admin');
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      success: false,
      data: null,
      error: 'You can only see the history of your own posts',
    });
    const back = await restore(others.id, revision!.id, 'admin');
    expect(back.statusCode).toBe(403);
    expect(back.json().error).toBe('You can only restore your own posts');
    for (const [as, status] of [
      ['user', 403],
      [null, 401],
    ] as const) {
      expect((await history(others.id, as)).statusCode).toBe(status);
      expect((await restore(others.id, revision!.id, as)).statusCode).toBe(status);
    }
    expect(await revisionRows()).toEqual(before);
    expect((await restore(others.id, revision!.id, 'super_admin')).statusCode).toBe(200);
  });
});

describe('deleting a post', () => {
  it('deletes its revisions with it', async () => {
    const post = await create();
    await put(post.id, body({ title: 'Once' }));
    await put(post.id, body({ title: 'Twice' }));
    expect((await revisionRows()).filter((r) => r.post_id === post.id)).toHaveLength(2);
    const res = await t.request({ method: 'DELETE', url: `/api/dev-diaries/${post.id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect((await revisionRows()).filter((r) => r.post_id === post.id)).toEqual([]);
  });

  it('keeps the revisions of a deleted user, with the name and no id', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      as: 'super_admin',
      payload: {
        name: 'Leaving Editor',
        username: 'leaving_editor',
        email: 'leaving@test.example',
        password: 'quill-and-inkwell',
        role: 'admin',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const editor = created.json().data;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'leaving_editor', password: 'quill-and-inkwell' },
    });
    const post = await create('super_admin');
    const edit = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${post.id}`,
      token: login.json().data.token,
      payload: { ...body({ title: 'Edited then left' }), published: true },
    });
    // Not its post: only the toggle passes, and it is kept too.
    expect(edit.statusCode).toBe(403);
    const toggle = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${post.id}`,
      token: login.json().data.token,
      payload: { ...body(), authorId: post.authorId, published: true },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${editor.id}`, as: 'super_admin' })).statusCode,
    ).toBe(200);
    const [revision] = await revisionsOf(post.id, 'super_admin');
    expect(revision!.savedBy).toEqual({ id: null, name: 'Leaving Editor' });
  });
});
