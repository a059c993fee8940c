import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from '../../contracts/user';
import { conflict } from '../core/errors';
import type { Db } from '../db/connection';
import { scopeTestApp } from './test-scope-app';
import { deleteByIdRoute, pagedListRoute } from './resource-routes';
import { registerStaffRoutes } from './route-scopes';

const tags = ['Things'];
type Thing = { id: number; name: string; inUse: boolean };
const things = new Map<number, Thing>();
const removed: number[] = [];
const cleanedUp: string[] = [];
const repository = () => ({
  find: async (id: number) => things.get(id),
  remove: async (id: number) => {
    removed.push(id);
    return things.delete(id);
  },
});

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await scopeTestApp(async (scope) => {
    pagedListRoute(
      scope,
      tags,
      {
        open: true,
        description: 'Numbers',
        querystring: z.object({ limit: z.coerce.number(), offset: z.coerce.number() }),
        item: z.number(),
      },
      // A visitor's page is narrowed by the page function, which is handed the request.
      async ({ limit, offset }, request) => ({
        rows: [offset, offset + 1].slice(0, limit),
        total: request.user ? 99 : 10,
        totalExact: request.user ? false : undefined,
      }),
    );
    await registerStaffRoutes(scope, (staff) => {
      deleteByIdRoute(staff, {
        tags,
        label: 'Thing',
        resource: { entity: 'faq', repository },
        permit: (thing) => {
          if (thing.inUse) throw conflict(`${thing.name} is in use`);
        },
        afterCommit: async () => {
          cleanedUp.push('files');
        },
      });
    });
  }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('pagedListRoute', () => {
  it('answers the page, its total in meta and X-Total-Count, totalExact only when false', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/things?limit=2&offset=4' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['x-total-count']).toBe('10');
    expect(visitor.json()).toEqual({
      success: true,
      data: [4, 5],
      error: null,
      meta: { total: 10, limit: 2, offset: 4 },
    });
    const staff = await app.inject({
      method: 'GET',
      url: '/things?limit=1&offset=0',
      headers: { 'x-role': 'admin' },
    });
    expect(staff.json().meta).toEqual({ total: 99, limit: 1, offset: 0, totalExact: false });
  });
});

describe('deleteByIdRoute', () => {
  const remove = (id: string, role?: Role) =>
    app.inject({ method: 'DELETE', url: `/things/${id}`, headers: role ? { 'x-role': role } : {} });

  it('answers the removed id with one audit entry, then runs afterCommit; a 404 names the resource', async () => {
    things.set(1, { id: 1, name: 'Thing one', inUse: false });
    const res = await remove('1', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: 1 }, error: null });
    expect(cleanedUp).toEqual(['files']);
    const entries = await db.kysely.selectFrom('audit_log').selectAll().execute();
    expect(entries).toMatchObject([
      { action: 'delete', entity_id: 1, entity_label: 'Thing one', actor_id: 7 },
    ]);
    const missing = await remove('1', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, data: null, error: 'Thing not found' });
  });

  it('refuses through the permission rule before removing, with no entry', async () => {
    things.set(2, { id: 2, name: 'Thing two', inUse: true });
    removed.length = 0;
    const res = await remove('2', 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Thing two is in use');
    expect(removed).toEqual([]);
    expect(await db.kysely.selectFrom('audit_log').select('id').execute()).toHaveLength(1);
  });

  it('refuses a malformed id and non-staff callers without calling remove', async () => {
    removed.length = 0;
    expect((await remove('abc', 'admin')).statusCode).toBe(400);
    expect((await remove('2')).statusCode).toBe(401);
    expect((await remove('2', 'user')).statusCode).toBe(403);
    expect(removed).toEqual([]);
  });
});
