import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedResult, envelope, idParams } from '../../contracts/common';
import { requireSignedIn, requireStaff } from '../auth/guards';
import { type AuditedResource, auditedRemove } from './crud-handlers';
import { ok } from './envelope';
import { notFound } from '../core/errors';

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

/**
 * `DELETE /:id` inside a staff scope, for a resource whose repository's `remove` says whether a row
 * was there: answers `{ id }`, or a 404 naming the resource, and writes the audit entry with the
 * delete. A delete that does more (checks ownership, removes files) declares its own route.
 */
export function deleteByIdRoute<
  Repo extends {
    find(id: number): Promise<object | null | undefined>;
    remove(id: number): Promise<boolean>;
  },
>(staff: ZodScope, options: { tags: string[]; label: string; resource: AuditedResource<Repo> }) {
  const { tags, label, resource } = options;
  const remove = (repo: Repo, id: number) => repo.remove(id);
  staff.delete(
    '/:id',
    {
      schema: {
        tags,
        security: BEARER_SECURITY,
        params: idParams,
        response: { 200: envelope(deletedResult) },
      },
    },
    async (request) => {
      if (!(await auditedRemove(request, resource, request.params.id, remove))) throw notFound(label);
      return ok({ id: request.params.id });
    },
  );
}
