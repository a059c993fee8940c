import { accountPasswordSchema, profileUpdateSchema, sessionsEndedSchema } from '../../../contracts/account';
import { envelope } from '../../../contracts/common';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, userSchema } from '../../../contracts/user';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { requireSignedIn } from '../../auth/guards';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { toUser, userRepository } from '../../data/users';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { BEARER_SECURITY, type ZodScope } from '../../http/route-scopes';

const tags = ['Account'];
const security = BEARER_SECURITY;
const entity = 'user' as const;

export function profileRoutes(app: ZodScope) {
  app.get(
    '/profile',
    {
      schema: {
        tags,
        security,
        description: 'The signed-in account, read fresh.',
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => ok(toUser(requireSignedIn(request))),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
        description:
          'Name, email and avatar of the signed-in account. A new email needs `currentPassword`; ' +
          'the role is not changed here.',
        body: profileUpdateSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request, reply) => {
      const me = requireSignedIn(request);
      const { currentPassword, ...fields } = request.body;
      // A stolen session must not be enough to move the account to another mailbox.
      if (fields.email !== me.email) {
        if (!currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED);
        await app.limitPasswordChecks(request, reply);
        if (!(await verifyPassword(me.password_hash, currentPassword)))
          throw badRequest(CURRENT_PASSWORD_WRONG);
      }
      const before = toUser(me);
      const updated = await audited(
        request,
        async (trx) => (await userRepository(trx).update(me.id, fields))!,
        (saved) => {
          const summary = changedFields(before, saved);
          // Saving an unchanged form changes nothing, so it writes no entry.
          return summary
            ? { action: 'update', entity, entityId: me.id, label: saved.username, summary }
            : null;
        },
      );
      return ok(updated);
    },
  );

  app.put(
    '/password',
    {
      // Guessing the current password from a stolen session spends the sign-in budget.
      preHandler: app.limitPasswordChecks,
      schema: {
        tags,
        security,
        description:
          'A new password for the signed-in account. Every other session of the account ends; the ' +
          'one making this request stays signed in.',
        body: accountPasswordSchema,
        response: { 200: envelope(sessionsEndedSchema) },
      },
    },
    async (request) => {
      const me = requireSignedIn(request);
      if (!(await verifyPassword(me.password_hash, request.body.currentPassword)))
        throw badRequest(CURRENT_PASSWORD_WRONG);
      const passwordHash = await hashPassword(request.body.newPassword);
      const ended = await audited(
        request,
        async (trx) => {
          await userRepository(trx).update(me.id, { passwordHash });
          // Whoever had the old password may hold a session: only this one survives.
          return revokeUserSessions(trx, me.id, request.sessionToken ?? undefined);
        },
        // The password is named as changed, never written.
        () => ({
          action: 'password_change',
          entity,
          entityId: me.id,
          label: me.username,
          summary: 'password',
        }),
      );
      return ok({ ended });
    },
  );
}
