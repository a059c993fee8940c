import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResult, envelope, idParams } from '../../../contracts/common';
import { userCreateSchema, userSchema, userUpdateSchema } from '../../../contracts/user';
import { requireSignedIn, requireStaff, requireSuperAdmin } from '../../auth/guards';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { forbidden, notFound } from '../../http/errors';
import { BEARER_SECURITY } from '../../http/route-scopes';
import { canAssignRole, canDeleteUser, canEditUser } from './permissions';
import { toUser, userRepository } from './repository';

const tags = ['Users'];
const security = BEARER_SECURITY;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);
  // Roles are checked on request, before the body is validated: a refused caller learns nothing.
  app.addHook('onRequest', requireStaff);

  app.get('/', { schema: { tags, security, response: { 200: envelope(userSchema.array()) } } }, async () =>
    ok(await users.list()),
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: idParams, response: { 200: envelope(userSchema) } } },
    async (request) => {
      const row = await users.find(request.params.id);
      if (!row) throw notFound('User');
      return ok(toUser(row));
    },
  );

  app.post(
    '/',
    {
      onRequest: requireSuperAdmin,
      schema: { tags, security, body: userCreateSchema, response: { 201: envelope(userSchema) } },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const user = await users.create({ ...fields, passwordHash: await hashPassword(password) });
      return reply.code(201).send(ok(user));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: userUpdateSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => {
      const actor = requireSignedIn(request);
      const target = await users.find(request.params.id);
      if (!target) throw notFound('User');
      if (!canEditUser(actor, target)) throw forbidden('You cannot edit this user');
      const { role, password, ...fields } = request.body;
      if (role !== undefined && role !== target.role) {
        if (!canAssignRole(actor, role)) throw forbidden('You cannot give this role');
        if (target.id === actor.id) throw forbidden('You cannot change your own role');
      }
      const updated = await users.update(target.id, {
        ...fields,
        role,
        passwordHash: password ? await hashPassword(password) : undefined,
      });
      // A reset password ends the user's other sessions; the caller's own stays signed in.
      if (password) await revokeUserSessions(app.db, target.id, request.sessionToken ?? undefined);
      return ok(updated!);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params: idParams, response: { 200: envelope(deletedResult) } } },
    async (request) => {
      const actor = requireSignedIn(request);
      const target = await users.find(request.params.id);
      if (!target) throw notFound('User');
      if (!canDeleteUser(actor, target)) throw forbidden('You cannot delete this user');
      await users.remove(target.id);
      return ok({ id: target.id });
    },
  );
};
