import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import {
  INVALID_CODE,
  SIGN_IN_EXPIRED,
  sessionResultSchema,
  twoFactorLoginSchema,
} from '../../../contracts/two-factor';
import { recordAudit } from '../../audit/record';
import { twoFactorRepository } from '../../data/two-factor';
import { userRepository } from '../../data/users';
import { ok } from '../../http/envelope';
import { HttpError } from '../../core/errors';
import { spendSecondFactor, twoFactorKeys } from '../../two-factor/second-factor';
import { startSession } from './start-session';

/**
 * POST /api/auth/login/two-factor: the second step of a sign-in whose password was right
 * (docs/decisions/0036-two-factor-sign-in.md). The challenge names the account; a wrong code keeps
 * it for another try until it expires, a right one ends it.
 */
export const twoFactorLoginRoute: FastifyPluginAsyncZod = async (app) => {
  const box = twoFactorKeys(app.config.secret);
  const expired = () => new HttpError(401, SIGN_IN_EXPIRED);

  app.post(
    '/login/two-factor',
    {
      schema: {
        tags: ['Auth'],
        body: twoFactorLoginSchema,
        response: { 200: envelope(sessionResultSchema) },
      },
    },
    async (request, reply) => {
      const { challenge, code, recoveryCode } = request.body;
      const repo = twoFactorRepository(app.db);
      const pending = await repo.findChallenge(challenge);
      const row = pending && (await userRepository(app.db).find(pending.user_id));
      if (!pending || !row) throw expired();
      // The same budgets as the password, for this account and this address.
      await app.limitCodeChecks(request, reply, row.username);
      const used = await spendSecondFactor(repo, box, row.id, { code, recoveryCode });
      if (!used) {
        await recordAudit(app.db, {
          action: 'sign_in_failed',
          entity: 'user',
          entityId: row.id,
          label: row.username,
          summary: recoveryCode !== undefined ? 'wrong recovery code' : 'wrong two-factor code',
          actor: { id: row.id, username: row.username },
          ip: request.ip,
        });
        throw new HttpError(401, INVALID_CODE);
      }
      // Two right codes racing on one challenge: the second finds it gone.
      if (!(await repo.consumeChallenge(pending.id))) throw expired();
      const summary =
        used === 'recovery_code'
          ? `with a recovery code (${await repo.recoveryCodesLeft(row.id)} left)`
          : 'with a two-factor code';
      return ok(await startSession(request, row, summary));
    },
  );
};
