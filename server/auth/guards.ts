import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import fp from 'fastify-plugin';
import { isStaffRole } from '../../contracts/rules/roles';
import type { UsersTable } from '../db/schema';
import { forbidden, unauthorized } from '../core/errors';
import { scheduleSessionPurge } from './session-purge';
import { findSessionUser } from './sessions';
import { WorkQueueFullError } from './work-limiter';

/** A user row as read from the database: generated columns hold their values. */
export type SessionUser = Selectable<UsersTable>;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** Reads the bearer token on every API request; routes then say who may pass. */
export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const user = await findSessionUser(app.db, token, app.config.session.idleSeconds);
    if (!user) return;
    request.user = user;
    request.sessionToken = token;
  });
  // onError runs before the error handler writes the envelope, so the header goes out with it.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof WorkQueueFullError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  scheduleSessionPurge(app);
});

export function requireSignedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** preHandler for the back-office API: admins and super admins only. */
export async function requireStaff(request: FastifyRequest) {
  const user = requireSignedIn(request);
  if (!isStaffRole(user.role)) throw forbidden('Staff access only');
}

export async function requireSuperAdmin(request: FastifyRequest) {
  const user = requireSignedIn(request);
  if (user.role !== 'super_admin') throw forbidden('Only a super admin can do this');
}

export const isStaffRequest = (request: FastifyRequest) =>
  request.user !== null && isStaffRole(request.user.role);
