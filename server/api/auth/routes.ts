import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_LOGIN, loginHintsSchema, loginSchema, passwordChangeSchema } from '../../../contracts/auth';
import { envelope } from '../../../contracts/common';
import { loginAnswerSchema } from '../../../contracts/two-factor';
import { userSchema } from '../../../contracts/user';
import { audited } from '../../audit/audited';
import { recordAudit } from '../../audit/record';
import { isStaffRole } from '../../../contracts/rules/roles';
import { passwordProblem } from '../../auth/password-policy';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { revokeSession } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { HttpError } from '../../core/errors';
import { BEARER_SECURITY, callerOf, registerSignedInRoutes } from '../../http/route-scopes';
import { twoFactorRepository } from '../../data/two-factor';
import { toUser, userRepository } from '../../data/users';
import { twoFactorRequiredFor } from '../../two-factor/second-factor';
import { authPasswordChangedSchema } from '../../../contracts/reauthentication';
import { ownPasswordRoute } from '../account/change-own-password';
import { startSession } from './start-session';
import { passkeyLoginRoute } from './passkey-login';
import { twoFactorLoginRoute } from './two-factor-login';
import { ownAccountEntry } from '../account/own-account-entry';

const tags = ['Auth'];
const security = BEARER_SECURITY;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);

  app.post(
    '/login',
    {
      preHandler: app.limitLoginAttempts,
      schema: { tags, body: loginSchema, response: { 200: envelope(loginAnswerSchema) } },
    },
    async (request) => {
      const { username, password } = request.body;
      const row = await users.findByLogin(username);
      // Same work whether or not the user exists, so timing does not reveal usernames.
      const valid = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
      if (!row || !valid) {
        // Nothing changes, so nothing to commit with: the attempt is kept on its own.
        await recordAudit(app.db, {
          action: 'sign_in_failed',
          entity: 'user',
          entityId: row?.id ?? null,
          label: row?.username ?? null,
          summary: 'wrong username or password',
          actor: { id: null, username: username.slice(0, 100) },
          ip: request.ip,
        });
        throw new HttpError(401, INVALID_LOGIN);
      }
      // A password that no longer meets the rules still signs in, with a request to choose a new one
      // (docs/decisions/0040-password-rules.md). Only here is the password known, before any second
      // factor. The demo's sample password, printed on the sign-in page outside production, is exempt.
      if (!row.password_change_required && !row.uses_default_password && passwordProblem(password, row))
        await users.requirePasswordChange(row.id);
      // With two-factor on, the password only earns a short-lived challenge for the code step.
      const twoFactor = twoFactorRepository(app.db);
      if (await twoFactor.isEnabled(row.id))
        return ok({ twoFactorRequired: true as const, ...(await twoFactor.createChallenge(row.id)) });
      const signedIn = await startSession(request, row);
      // REQUIRE_2FA: the session opens only the two-factor set-up until it is on (enrolment-gate.ts).
      const setupRequired =
        isStaffRole(row.role) && twoFactorRequiredFor(app.config.requireTwoFactor, row.role);
      return ok(setupRequired ? { ...signedIn, twoFactorSetupRequired: true } : signedIn);
    },
  );

  await app.register(twoFactorLoginRoute);
  await app.register(passkeyLoginRoute);

  app.get('/login-hints', { schema: { tags, response: { 200: envelope(loginHintsSchema) } } }, async () => {
    const { admin, env } = app.config;
    const show =
      env !== 'production' && admin.usesDefaults && (await users.defaultAccountActive(admin.username));
    return ok({
      showSampleCredentials: show,
      username: show ? admin.username : null,
      password: show ? admin.password : null,
    });
  });

  // Everything below needs a session; the check runs before the body is even validated.
  await registerSignedInRoutes(app, async (signedIn) => {
    signedIn.get(
      '/me',
      { schema: { tags, security, response: { 200: envelope(userSchema) } } },
      async (request) => ok(toUser(callerOf(request))),
    );

    signedIn.post(
      '/logout',
      { schema: { tags, security, response: { 200: envelope(z.object({ signedOut: z.boolean() })) } } },
      async (request) => {
        const user = callerOf(request);
        const token = request.sessionToken;
        await audited(
          request,
          async (trx) => {
            if (token) await revokeSession(trx, token);
          },
          () => ownAccountEntry(user, 'sign_out'),
        );
        return ok({ signedOut: true });
      },
    );

    ownPasswordRoute(signedIn, {
      tags,
      description:
        'A new password for the signed-in account (PUT /api/account/password does the same for ' +
        'staff). Other sessions end, two-factor steps begun with the old password are void, this ' +
        'session counts as freshly proven, and the owner is mailed. The answer is the account ' +
        'with the passkeys that still sign in to it, to review.',
      body: passwordChangeSchema,
      response: authPasswordChangedSchema,
      answer: ({ saved, passkeys }) => ({ ...saved, passkeys }),
    });
  });
};
