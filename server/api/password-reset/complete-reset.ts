import type { FastifyRequest } from 'fastify';
import { RESET_LINK_INVALID } from '../../../contracts/password-reset';
import { audited } from '../../audit/audited';
import { hashPassword } from '../../auth/passwords';
import { hashToken, revokeUserSessions } from '../../auth/sessions';
import { passwordResetRepository } from '../../data/password-resets';
import { userRepository } from '../../data/users';
import { badRequest } from '../../http/errors';

/**
 * A reset link's new password: the link is spent, the password set and every session of the
 * account ended, in one transaction with its audit entry (which names neither token nor password).
 * Two-factor, when on, is untouched: the next sign-in still asks for the code.
 */
export async function completeReset(request: FastifyRequest, token: string, password: string) {
  const db = request.server.db;
  const link = await passwordResetRepository(db).findLive(hashToken(token));
  const user = link && (await userRepository(db).find(link.user_id));
  if (!link || !user) throw badRequest(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await audited(
    request,
    async (trx) => {
      // Another completion with the same link may have won while the password was hashed.
      if (!(await passwordResetRepository(trx).use(link.id))) throw badRequest(RESET_LINK_INVALID);
      await userRepository(trx).update(user.id, { passwordHash });
      await revokeUserSessions(trx, user.id);
    },
    () => ({
      action: 'password_reset',
      entity: 'user',
      entityId: user.id,
      label: user.username,
      summary: 'with a link mailed to the account',
      actor: { id: user.id, username: user.username },
    }),
  );
}
