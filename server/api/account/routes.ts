import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerStaffRoutes } from '../../http/route-scopes';
import { profileRoutes } from './profile-routes';
import { reauthenticateRoute } from './reauthenticate-route';
import { sessionRoutes } from './session-routes';

/**
 * The signed-in staff member's own account: profile, password, fresh proof and sessions. Every
 * route acts on the caller's account only, so no id of another user is ever accepted.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Players (role user) have no back office; refused on request, before the body is read.
  await registerStaffRoutes(app, (staff) => {
    profileRoutes(staff);
    reauthenticateRoute(staff);
    sessionRoutes(staff);
  });
};
