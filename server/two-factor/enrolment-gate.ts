import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SETUP_REQUIRED } from '../../contracts/two-factor';
import { twoFactorRepository } from '../data/two-factor';
import { forbidden } from '../core/errors';
import { twoFactorRequiredFor } from './second-factor';

/**
 * What a session may reach while REQUIRE_2FA asks its account for two-factor sign-in it does not
 * have yet: setting it up, who am I, and signing out (or in again). Everything else answers 403.
 */
const OPEN_WHILE_ENROLLING = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/login',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/passkey/options',
  'POST /api/auth/passkey/verify',
  'GET /api/auth/login-hints',
  'GET /api/two-factor',
  'POST /api/two-factor/setup',
  'POST /api/two-factor/confirm',
  // Setting it up needs a fresh proof (server/auth/reauthentication.ts).
  'POST /api/account/reauthenticate',
]);

/** Registered after `authentication`, in the API scope: its hook runs once the caller is known. */
export const enrolmentGate = fp(async (app: FastifyInstance) => {
  const policy = app.config.requireTwoFactor;
  if (policy === 'off') return;
  const repo = twoFactorRepository(app.db);
  app.addHook('onRequest', async (request) => {
    const user = request.user;
    if (!user || !twoFactorRequiredFor(policy, user.role)) return;
    const route = `${request.method} ${(request.routeOptions.url ?? '').replace(/(.)\/$/, '$1')}`;
    if (OPEN_WHILE_ENROLLING.has(route)) return;
    // Read on every request, like the role: turning two-factor on opens the back office at once.
    if (!(await repo.isEnabled(user.id))) throw forbidden(SETUP_REQUIRED);
  });
});
