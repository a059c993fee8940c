import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../app/routes/public/+types/fighter';
import { loader as fighterPageLoader } from '../../app/routes/public/fighter';
import { seedDemoContent } from '../../server/db/seed/seed';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * Ids past the range of an id column (PostgreSQL `integer`) name no row: every route answers its
 * usual 404, the same on SQLite and PostgreSQL, instead of a database error.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoContent(db)) });
});
afterAll(() => t.close());

const TOO_BIG = ['2147483648', '9007199254740991', '9007199254740993', '9'.repeat(40)];

const BY_ID: { path: string; methods: ('GET' | 'PUT' | 'DELETE')[] }[] = [
  { path: '/api/fighters', methods: ['GET', 'DELETE'] },
  { path: '/api/dev-diaries', methods: ['GET', 'DELETE'] },
  { path: '/api/faqs', methods: ['GET', 'DELETE'] },
  { path: '/api/subscribers', methods: ['DELETE'] },
  { path: '/api/feedback', methods: ['GET', 'DELETE'] },
  { path: '/api/support-messages', methods: ['GET', 'DELETE'] },
  { path: '/api/users', methods: ['GET', 'DELETE'] },
  { path: '/api/game-modes', methods: ['GET', 'DELETE'] },
  { path: '/api/chapters', methods: ['GET', 'DELETE'] },
];

describe('ids beyond the id column range', () => {
  it('answer the resource’s usual 404 on every /{id} route', async () => {
    for (const { path, methods } of BY_ID) {
      for (const method of methods) {
        const usual = await t.request({ method, url: `${path}/999999`, as: 'super_admin' });
        expect(usual.statusCode, `${method} ${path}/999999`).toBe(404);
        for (const id of TOO_BIG) {
          const res = await t.request({ method, url: `${path}/${id}`, as: 'super_admin' });
          expect(res.statusCode, `${method} ${path}/${id}`).toBe(404);
          expect(res.json(), `${method} ${path}/${id}`).toEqual(usual.json());
        }
      }
    }
  });

  it('answer 404 to updates with a valid body', async () => {
    const fighter = (await t.request({ method: 'GET', url: '/api/fighters/1' })).json().data;
    const { id: _id, createdAt: _c, updatedAt: _u, ...body } = fighter;
    const res = await t.request({
      method: 'PUT',
      url: '/api/fighters/2147483648',
      as: 'admin',
      payload: body,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Fighter not found');
    const status = await t.request({
      method: 'PUT',
      url: '/api/support-messages/2147483648',
      as: 'admin',
      payload: { status: 'read' },
    });
    expect(status.statusCode).toBe(404);
  });

  it('answer 404 for a feedback attachment id out of range, either part', async () => {
    for (const url of ['/api/feedback/1/attachments/2147483648', '/api/feedback/2147483648/attachments/1']) {
      const res = await t.request({ method: 'GET', url, as: 'admin' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });

  it('still answer 400 for ids that are not positive whole numbers', async () => {
    for (const id of ['abc', '1.5', '-1', '0']) {
      const res = await t.request({ method: 'GET', url: `/api/fighters/${id}` });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('answer 400, not a database error, for body ids out of range', async () => {
    const reorder = await t.request({
      method: 'PUT',
      url: '/api/faqs/reorder',
      as: 'admin',
      payload: { items: [{ id: 2147483648, order: 1 }] },
    });
    expect(reorder.statusCode).toBe(400);
    expect(reorder.json().error).toMatch(/id/);
    const post = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as: 'super_admin',
      payload: { title: 'T', content: 'C', author: 'A', authorId: 2147483648 },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error).toMatch(/authorId/);
  });

  it('show the not-found fighter page (404) for /fighter/2147483648', async () => {
    const run = (id: string) =>
      fighterPageLoader({
        params: { id },
        context: {
          db: t.db.kysely,
          cachedRead: <T>(_key: string, read: () => Promise<T>) => read(),
          cspNonce: undefined,
          publicUrl: undefined,
          locales: { all: ['en'], default: 'en' },
        },
        request: new Request(`http://localhost/fighter/${id}`),
      } as unknown as Route.LoaderArgs);
    const missing = await run('2147483648');
    expect(missing.init?.status).toBe(404);
    expect(missing.data.fighter).toBeNull();
    const found = await run('1');
    expect(found.init?.status).toBe(200);
  });
});
