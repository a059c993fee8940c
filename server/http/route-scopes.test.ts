import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from '../../contracts/user';
import type { Db } from '../db/connection';
import { ok } from './envelope';
import { scopeTestApp } from './test-scope-app';
import {
  callerOf,
  registerSignedInRoutes,
  registerStaffRoutes,
  registerSuperAdminRoutes,
} from './route-scopes';

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await scopeTestApp(async (things) => {
    things.get('/', async () => ok('public'));

    await registerStaffRoutes(things, async (staff) => {
      staff.post(
        '/',
        { schema: { body: z.object({ name: z.string().min(1) }) } },
        // `toUpperCase` only compiles if the scope kept the zod type provider.
        async (request, reply) => reply.code(201).send(ok(request.body.name.toUpperCase())),
      );
    });

    await registerSignedInRoutes(things, (signedIn) => {
      signedIn.get('/mine', async (request) => ok(callerOf(request).id));
    });

    await registerSuperAdminRoutes(things, (operators) => {
      operators.get('/log', async () => ok('log'));
    });

    // Declared outside every guarded scope by mistake: callerOf refuses it with a 500.
    things.get('/unguarded', async (request) => ok(callerOf(request).id));
  }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (payload: InjectOptions['payload'], role?: Role) =>
  app.inject({ method: 'POST', url: '/things', payload, headers: role ? { 'x-role': role } : {} });

describe('registerStaffRoutes', () => {
  it('leaves the routes outside the scope open', async () => {
    const res = await app.inject({ method: 'GET', url: '/things' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: 'public', error: null });
  });

  it('refuses anonymous callers and plain users before their body is validated', async () => {
    const anonymous = await post({ name: 42 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'Please sign in to continue' });
    const user = await post({ name: 42 }, 'user');
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ success: false, error: 'Staff access only' });
  });

  it('validates the body with the zod schema for staff', async () => {
    const invalid = await post({ name: '' }, 'admin');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatch(/name/);
    const valid = await post({ name: 'axe' }, 'super_admin');
    expect(valid.statusCode).toBe(201);
    expect(valid.json()).toEqual({ success: true, data: 'AXE', error: null });
  });
});

describe('registerSignedInRoutes', () => {
  it('lets any signed-in role in and refuses anonymous callers', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/things/mine' });
    expect(anonymous.statusCode).toBe(401);
    const user = await app.inject({ method: 'GET', url: '/things/mine', headers: { 'x-role': 'user' } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({ success: true, data: 7, error: null });
  });
});

describe('registerSuperAdminRoutes', () => {
  it('lets super admins only in', async () => {
    const as = (role?: Role) =>
      app.inject({ method: 'GET', url: '/things/log', headers: role ? { 'x-role': role } : {} });
    expect((await as()).statusCode).toBe(401);
    expect((await as('admin')).json()).toMatchObject({ error: 'Only a super admin can do this' });
    expect((await as('admin')).statusCode).toBe(403);
    expect((await as('super_admin')).json()).toEqual({ success: true, data: 'log', error: null });
  });
});

describe('callerOf', () => {
  it('is no guard: a route outside a guarded scope is a bug, never a 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/things/unguarded' });
    expect(res.statusCode).toBe(500);
  });
});
