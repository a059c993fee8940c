import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contracts/user';
import type { UsersTable } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { findSessionUser } from './sessions';

export type SessionUser = Omit<UsersTable, 'id'> & { id: number };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export const isStaff = (role: Role) => role === 'admin' || role === 'super_admin';

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
    const row = await findSessionUser(app.db, token);
    if (!row) return;
    const { session_id: _sessionId, ...user } = row;
    request.user = user as SessionUser;
    request.sessionToken = token;
  });
});

export function requireSignedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** preHandler for the back-office API: admins and super admins only. */
export async function requireStaff(request: FastifyRequest) {
  const user = requireSignedIn(request);
  if (!isStaff(user.role)) throw forbidden('Staff access only');
}

export async function requireSuperAdmin(request: FastifyRequest) {
  const user = requireSignedIn(request);
  if (user.role !== 'super_admin') throw forbidden('Only a super admin can do this');
}

export const isStaffRequest = (request: FastifyRequest) =>
  request.user !== null && isStaff(request.user.role);
