import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SessionUser, requireSignedIn, requireStaff, requireSuperAdmin } from '../auth/guards';

/**
 * The one way to guard a route group (docs/decisions/0046-one-declaration-per-resource.md): its
 * routes are declared in a child scope whose onRequest hook is the guard. A check that depends on
 * the row (who owns a post, the target user's role) is a permission rule inside the handler.
 */

/** A Fastify instance whose routes take their request and reply types from their zod schemas. */
export type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

/** Declares the routes of a guarded scope. */
export type ScopedRoutes = (scope: ZodScope) => Promise<void> | void;

/**
 * The OpenAPI entry for every route that needs a session token (`Authorization: Bearer …`), named
 * after the scheme declared in api-docs.ts. It documents the scheme only: which roles may pass is
 * decided by the scope's hook. Read-only because every route shares this one object.
 */
export const BEARER_SECURITY = [{ bearer: [] }] as const;

async function requireSession(request: FastifyRequest) {
  requireSignedIn(request);
}

/**
 * Declares `routes` in a child scope behind `guard`; the parent's own routes are not affected.
 * The guard runs on request, before the body is validated, so a refused caller gets its 401/403
 * and learns nothing about the payload. A child scope starts without the zod type provider (bodies
 * and params would be `unknown`), so it is applied again here.
 */
async function registerGuardedRoutes(app: ZodScope, guard: onRequestAsyncHookHandler, routes: ScopedRoutes) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', guard);
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/** Back-office routes: admins and super admins only. */
export function registerStaffRoutes(app: ZodScope, routes: ScopedRoutes) {
  return registerGuardedRoutes(app, requireStaff, routes);
}

/** Routes for any signed-in caller, whatever the role. */
export function registerSignedInRoutes(app: ZodScope, routes: ScopedRoutes) {
  return registerGuardedRoutes(app, requireSession, routes);
}

/** Operators' routes (the audit log, the mail outbox, the site settings' save): super admins only. */
export function registerSuperAdminRoutes(app: ZodScope, routes: ScopedRoutes) {
  return registerGuardedRoutes(app, requireSuperAdmin, routes);
}

/**
 * The caller a guarded scope let in. Not a guard: inside any of the scopes above a request always
 * has one, so a missing user is a route declared outside its scope, a bug (500), never a 401.
 */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error(`${request.method} ${request.url} is not inside a guarded scope`);
  return request.user;
}
