import type { FastifyRequest } from 'fastify';
import { RESET_LINK_INVALID } from '../../../contracts/password-reset';
import { audited } from '../../audit/audited';
import { assertPasswordAllowed } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { hashToken, revokeUserSessions } from '../../auth/sessions';
import { passwordResetRepository } from '../../data/password-resets';
import { userRepository } from '../../data/users';
import { badRequest } from '../../core/errors';
import { passkeyRepository, toPasskeyToReview } from '../../data/passkeys';
import { twoFactorRepository } from '../../data/two-factor';
import { noticeOrigin, queueSecurityNotice } from '../../mail/security-notice';

/**
 * A reset link's new password: the link is spent, the password set and every session of the
 * account ended, in one transaction with its audit entry (which names neither token nor password).
 * Two-factor, when on, stays: the next sign-in still asks for the code, and a code step begun
 * before is void. `removePasskeys` ("all" or ids) go with it; the answer lists the passkeys left,
 * which still sign in without the password (docs/decisions/0041-fresh-proof-and-security-mails.md).
 */
export async function completeReset(
  request: FastifyRequest,
  token: string,
  password: string,
  removePasskeys: number[] | 'all' = [],
) {
  const db = request.server.db;
  const link = await passwordResetRepository(db).findLive(hashToken(token));
  const user = link && (await userRepository(db).find(link.user_id));
  if (!link || !user) throw badRequest(RESET_LINK_INVALID);
  // After the link check: a dead link is said first, not after a second password was chosen.
  assertPasswordAllowed(password, user);
  const passwordHash = await hashPassword(password);
  const done = await audited(
    request,
    async (trx) => {
      // Another completion with the same link may have won while the password was hashed.
      if (!(await passwordResetRepository(trx).use(link.id))) throw badRequest(RESET_LINK_INVALID);
      await userRepository(trx).update(user.id, { passwordHash });
      await revokeUserSessions(trx, user.id);
      await twoFactorRepository(trx).voidChallenges(user.id);
      const passkeys = passkeyRepository(trx);
      const removed = await passkeys.removeMany(user.id, removePasskeys);
      await queueSecurityNotice(trx, request.server.config, {
        userId: user.id,
        kind: 'password_reset',
        detail: removed.length ? removed.map((name) => `"${name}"`).join(', ') : null,
        ...noticeOrigin(request),
      });
      const left = (await passkeys.listFor(user.id)).map(toPasskeyToReview);
      return { passkeysRemoved: removed.length, passkeys: left };
    },
    ({ passkeysRemoved }) => ({
      action: 'password_reset',
      entity: 'user',
      entityId: user.id,
      label: user.username,
      summary: passkeysRemoved
        ? `with a link mailed to the account, removing ${passkeysRemoved} passkey(s)`
        : 'with a link mailed to the account',
      actor: { id: user.id, username: user.username },
    }),
  );
  request.server.newsletter.nudge();
  return done;
}
