import { accountPasswordSchema, profileUpdateSchema } from '../../../contracts/account';
import { envelope } from '../../../contracts/common';
import { accountPasswordChangedSchema } from '../../../contracts/reauthentication';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, userSchema } from '../../../contracts/user';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { verifyPassword } from '../../auth/passwords';
import { hasFreshProof } from '../../auth/reauthentication';
import { toUser, userRepository } from '../../data/users';
import { ok } from '../../http/envelope';
import { badRequest } from '../../core/errors';
import { BEARER_SECURITY, type ZodScope, callerOf } from '../../http/route-scopes';
import { noticeOrigin, queueSecurityNotice } from '../../mail/security-notice';
import { ownPasswordRoute } from './change-own-password';

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
    async (request) => ok(toUser(callerOf(request))),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
        description:
          'Name, email and avatar of the signed-in account; the role is not changed here. A new ' +
          'email needs `currentPassword`, or a fresh proof (a sign-in or POST ' +
          '/api/account/reauthenticate within the last 5 minutes); without either it answers 400. ' +
          'The address the account leaves is mailed about the change.',
        body: profileUpdateSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const { currentPassword, ...fields } = request.body;
      // A stolen session must not be enough to move the account to another mailbox.
      const changesEmail = fields.email !== me.email;
      if (changesEmail) {
        if (currentPassword) {
          await app.limitPasswordChecks(request, reply);
          if (!(await verifyPassword(me.password_hash, currentPassword)))
            throw badRequest(CURRENT_PASSWORD_WRONG);
        } else if (!(await hasFreshProof(request))) throw badRequest(CURRENT_PASSWORD_REQUIRED);
      }
      const before = toUser(me);
      const updated = await audited(
        request,
        async (trx) => {
          const saved = (await userRepository(trx).update(me.id, fields))!;
          // Told to the address it left: whoever moved the account away does not read that one.
          if (changesEmail)
            await queueSecurityNotice(trx, app.config, {
              userId: me.id,
              kind: 'email_changed',
              detail: saved.email,
              recipient: me.email,
              ...noticeOrigin(request),
            });
          return saved;
        },
        (saved) => {
          const summary = changedFields(before, saved);
          // Saving an unchanged form changes nothing, so it writes no entry.
          return summary
            ? { action: 'update', entity, entityId: me.id, label: saved.username, summary }
            : null;
        },
      );
      if (changesEmail) app.newsletter.nudge();
      return ok(updated);
    },
  );

  ownPasswordRoute(app, {
    tags,
    description:
      'A new password for the signed-in account. Every other session of the account ends; the ' +
      'one making this request stays signed in and counts as freshly proven. Two-factor steps ' +
      'begun with the old password are void. The answer lists the passkeys that still sign in, ' +
      'so any the owner does not know can be removed (DELETE /api/passkeys/:id) at once; the ' +
      'owner is mailed.',
    body: accountPasswordSchema,
    response: accountPasswordChangedSchema,
    answer: ({ ended, passkeys }) => ({ ended, passkeys }),
  });
}
