import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  userCreateSchema,
  userListItemSchema,
  userListQuery,
  userSchema,
  type User,
  userStatsSchema,
  userUpdateSchema,
} from '../../../contracts/user';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { assertPasswordAllowed } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { deleteByIdRoute, pagedListRoute, statsRoute } from '../../http/resource-routes';
import { ok } from '../../http/envelope';
import { badRequest, forbidden, notFound } from '../../core/errors';
import {
  BEARER_SECURITY,
  type ZodScope,
  callerOf,
  registerStaffRoutes,
  registerSuperAdminRoutes,
} from '../../http/route-scopes';
import { canAssignRole, canDeleteUser, canEditUser } from './permissions';
import { twoFactorRepository } from '../../data/two-factor';
import { noticeOrigin, queueSecurityNotice } from '../../mail/security-notice';
import { toUser, userRepository } from '../../data/users';
import { withSignInSecurity } from '../../data/user-security';
import { enrolmentLinkRoute } from './two-factor-enrolment-link';

const tags = ['Users'];
const security = BEARER_SECURITY;
const entity = 'user' as const;

/** One save is one entry: a role change says most, then a password set, then any other edit. */
function userUpdateAction(actor: { id: number }, before: User, after: User, passwordSet: boolean) {
  if (before.role !== after.role) return 'role_change';
  if (passwordSet) return actor.id === before.id ? 'password_change' : 'password_reset';
  return 'update';
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Roles are checked on request, before the body is validated: a refused caller learns nothing.
  await registerStaffRoutes(app, (staff) => staffUserRoutes(staff));
};

async function staffUserRoutes(app: ZodScope) {
  const users = userRepository(app.db);

  pagedListRoute(
    app,
    tags,
    {
      description:
        'One page of accounts, newest first unless `order` says otherwise. `meta.total` (and the ' +
        '`X-Total-Count` header) is the number matching the filters over all pages.',
      querystring: userListQuery,
      item: userListItemSchema,
    },
    async (query) => {
      const { rows, total } = await users.page(query);
      return { rows: await withSignInSecurity(app.db, app.config.requireTwoFactor, rows), total };
    },
  );

  enrolmentLinkRoute(app);

  statsRoute(
    app,
    tags,
    {
      description: 'The summary cards of the users screen: every account by role.',
      response: userStatsSchema,
    },
    () => users.stats(),
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

  // Only a super admin creates accounts (docs/back-office-screens.md §6).
  await registerSuperAdminRoutes(app, (superAdmin) => {
    superAdmin.post(
      '/',
      {
        schema: { tags, security, body: userCreateSchema, response: { 201: envelope(userSchema) } },
      },
      async (request, reply) => {
        const { password, ...fields } = request.body;
        assertPasswordAllowed(password, fields);
        // Hashed before the transaction opens: it takes a while and holds no lock.
        const passwordHash = await hashPassword(password);
        const user = await audited(
          request,
          (trx) => userRepository(trx).create({ ...fields, passwordHash }),
          (created) => ({
            action: 'create',
            entity,
            entityId: created.id,
            label: created.username,
            summary: `role: ${created.role}`,
          }),
        );
        return reply.code(201).send(ok(user));
      },
    );
  });

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
    async (request, reply) => {
      const actor = callerOf(request);
      const target = await users.find(request.params.id);
      if (!target) throw notFound('User');
      if (!canEditUser(actor, target)) throw forbidden('You cannot edit this user');
      const { role, password, currentPassword, ...fields } = request.body;
      // Checked against the account as it will be: with the email this same save may set.
      if (password)
        assertPasswordAllowed(password, {
          username: target.username,
          email: fields.email ?? target.email,
          name: fields.name ?? target.name,
        });
      // A stolen session must not be enough to take the account over: changing one's own sign-in
      // details needs the current password, as PUT /api/auth/password does.
      const changesEmail = fields.email !== undefined && fields.email !== target.email;
      if (target.id === actor.id && (changesEmail || password)) {
        if (!currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED);
        await app.limitPasswordChecks(request, reply);
        if (!(await verifyPassword(actor.password_hash, currentPassword)))
          throw badRequest(CURRENT_PASSWORD_WRONG);
      }
      if (role !== undefined && role !== target.role) {
        if (!canAssignRole(actor, role)) throw forbidden('You cannot give this role');
        if (target.id === actor.id) throw forbidden('You cannot change your own role');
      }
      const passwordHash = password ? await hashPassword(password) : undefined;
      const updated = await audited(
        request,
        async (trx) => {
          const saved = await userRepository(trx).update(target.id, { ...fields, role, passwordHash });
          // A reset password ends the user's other sessions; the caller's own stays signed in. A code
          // step begun with the old password is void, and the owner is told (decision 0041).
          if (password) {
            await revokeUserSessions(trx, target.id, request.sessionToken ?? undefined);
            await twoFactorRepository(trx).voidChallenges(target.id);
            await queueSecurityNotice(trx, app.config, {
              userId: target.id,
              kind: 'password_changed',
              ...noticeOrigin(request),
            });
          }
          // Told to the address it left, as on the Settings screen.
          if (changesEmail)
            await queueSecurityNotice(trx, app.config, {
              userId: target.id,
              kind: 'email_changed',
              detail: saved!.email,
              recipient: target.email,
              ...noticeOrigin(request),
            });
          return saved!;
        },
        (saved) => ({
          action: userUpdateAction(actor, toUser(target), saved, Boolean(password)),
          entity,
          entityId: target.id,
          label: saved.username,
          // The password is named as changed, never written.
          summary: changedFields(toUser(target), saved, password ? ['password'] : []),
        }),
      );
      if (password || changesEmail) app.newsletter.nudge();
      return ok(updated);
    },
  );

  // Who may delete whom is a rule on the target's role (contracts/rules/user-permissions.ts); the
  // repository still refuses the last super admin, on every path.
  deleteByIdRoute(app, {
    tags,
    label: 'User',
    resource: { entity, repository: userRepository },
    labelled: (target) => target.username,
    permit: (target, request) => {
      if (!canDeleteUser(callerOf(request), target)) throw forbidden('You cannot delete this user');
    },
  });
}
