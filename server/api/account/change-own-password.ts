import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { envelope } from '../../../contracts/common';
import { CURRENT_PASSWORD_WRONG } from '../../../contracts/user';
import { audited } from '../../audit/audited';
import type { SessionUser } from '../../auth/guards';
import { assertPasswordAllowed } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { markFresh } from '../../auth/reauthentication';
import { revokeUserSessions } from '../../auth/sessions';
import { badRequest } from '../../core/errors';
import { passkeyRepository, toPasskeyToReview } from '../../data/passkeys';
import { twoFactorRepository } from '../../data/two-factor';
import { userRepository } from '../../data/users';
import type { Database } from '../../db/schema';
import { ok } from '../../http/envelope';
import { BEARER_SECURITY, type ZodScope, callerOf } from '../../http/route-scopes';
import { queueSecurityNotice, noticeOrigin } from '../../mail/security-notice';
import { ownAccountEntry } from './own-account-entry';

/**
 * What a signed-in password change does besides the new hash, on its transaction
 * (docs/decisions/0041-fresh-proof-and-security-mails.md): a code step begun with the old password
 * is void, the password just given counts as fresh proof (so the passkeys listed in the answer can
 * be removed at once), and the owner is mailed. Answers the account's passkeys to review.
 */
async function afterPasswordChange(trx: Kysely<Database>, request: FastifyRequest, userId: number) {
  await twoFactorRepository(trx).voidChallenges(userId);
  await markFresh(trx, request.sessionToken);
  await queueSecurityNotice(trx, request.server.config, {
    userId,
    kind: 'password_changed',
    ...noticeOrigin(request),
  });
  return (await passkeyRepository(trx).listFor(userId)).map(toPasskeyToReview);
}

/**
 * The caller's own new password, given the current one. Answers the saved account, how many other
 * sessions ended and the passkeys to review.
 */
async function changeOwnPassword(
  request: FastifyRequest,
  me: SessionUser,
  passwords: { currentPassword: string; newPassword: string },
) {
  assertPasswordAllowed(passwords.newPassword, me);
  if (!(await verifyPassword(me.password_hash, passwords.currentPassword)))
    throw badRequest(CURRENT_PASSWORD_WRONG);
  const passwordHash = await hashPassword(passwords.newPassword);
  const changed = await audited(
    request,
    async (trx) => {
      const saved = (await userRepository(trx).update(me.id, { passwordHash }))!;
      // Whoever had the old password may hold a session: only this one survives.
      const ended = await revokeUserSessions(trx, me.id, request.sessionToken ?? undefined);
      return { saved, ended, passkeys: await afterPasswordChange(trx, request, me.id) };
    },
    // The password is named as changed, never written.
    () => ownAccountEntry(me, 'password_change', 'password'),
  );
  request.server.newsletter.nudge();
  return changed;
}

type OwnPasswordChanged = Awaited<ReturnType<typeof changeOwnPassword>>;

/**
 * `PUT /password` in a signed-in scope: PUT /api/account/password and PUT /api/auth/password do the
 * same change and differ only in their schemas and in what they answer.
 */
export function ownPasswordRoute<Answer>(
  scope: ZodScope,
  route: {
    tags: string[];
    description: string;
    body: z.ZodType<{ currentPassword: string; newPassword: string }>;
    response: z.ZodType<Answer>;
    answer: (changed: OwnPasswordChanged) => Answer;
  },
) {
  scope.put(
    '/password',
    {
      // Guessing the current password from a stolen session spends the sign-in budget.
      preHandler: scope.limitPasswordChecks,
      schema: {
        tags: route.tags,
        security: BEARER_SECURITY,
        description: route.description,
        body: route.body,
        response: { 200: envelope(route.response) },
      },
    },
    async (request) => ok(route.answer(await changeOwnPassword(request, callerOf(request), request.body))),
  );
}
