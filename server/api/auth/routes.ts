import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVALID_LOGIN,
  loginHintsSchema,
  loginResultSchema,
  loginSchema,
  passwordChangeSchema,
} from '../../../contracts/auth';
import { envelope } from '../../../contracts/common';
import { CURRENT_PASSWORD_WRONG, userSchema } from '../../../contracts/user';
import { requireSignedIn } from '../../auth/guards';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession, revokeSession, revokeUserSessions } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { HttpError, badRequest } from '../../http/errors';
import { BEARER_SECURITY, registerSignedInRoutes } from '../../http/route-scopes';
import { toUser, userRepository } from '../users/repository';

const tags = ['Auth'];
const security = BEARER_SECURITY;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);

  app.post(
    '/login',
    {
      preHandler: app.limitLoginAttempts,
      schema: { tags, body: loginSchema, response: { 200: envelope(loginResultSchema) } },
    },
    async (request) => {
      const { username, password } = request.body;
      const row = await users.findByLogin(username);
      // Same work whether or not the user exists, so timing does not reveal usernames.
      const valid = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
      if (!row || !valid) throw new HttpError(401, INVALID_LOGIN);
      const session = await createSession(app.db, row.id, app.config.session.ttlSeconds);
      await users.recordLogin(row.id);
      const user = toUser((await users.find(row.id)) ?? row);
      return ok({ token: session.token, expiresAt: session.expiresAt, user });
    },
  );

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
      async (request) => ok(toUser(requireSignedIn(request))),
    );

    signedIn.post(
      '/logout',
      { schema: { tags, security, response: { 200: envelope(z.object({ signedOut: z.boolean() })) } } },
      async (request) => {
        if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
        return ok({ signedOut: true });
      },
    );

    signedIn.put(
      '/password',
      {
        // Guessing the current password from a stolen session spends the sign-in budget.
        preHandler: app.limitPasswordChecks,
        schema: { tags, security, body: passwordChangeSchema, response: { 200: envelope(userSchema) } },
      },
      async (request) => {
        const user = requireSignedIn(request);
        if (!(await verifyPassword(user.password_hash, request.body.currentPassword)))
          throw badRequest(CURRENT_PASSWORD_WRONG);
        const updated = await users.update(user.id, {
          passwordHash: await hashPassword(request.body.newPassword),
        });
        // Other sessions of this user end: a changed password should lock out whoever had the old one.
        await revokeUserSessions(app.db, user.id, request.sessionToken ?? undefined);
        return ok(updated!);
      },
    );
  });
};
