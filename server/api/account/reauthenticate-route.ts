import { envelope } from '../../../contracts/common';
import {
  NO_CODES_WITHOUT_TWO_FACTOR,
  reauthenticateSchema,
  reauthenticatedSchema,
} from '../../../contracts/reauthentication';
import { INVALID_CODE } from '../../../contracts/two-factor';
import { CURRENT_PASSWORD_WRONG } from '../../../contracts/user';
import { audited } from '../../audit/audited';
import { verifyPassword } from '../../auth/passwords';
import { markFresh } from '../../auth/reauthentication';
import { twoFactorRepository } from '../../data/two-factor';
import { ok } from '../../http/envelope';
import { badRequest } from '../../core/errors';
import { BEARER_SECURITY, type ZodScope, callerOf } from '../../http/route-scopes';
import { eitherKind, spendSecondFactor, twoFactorKeys } from '../../two-factor/second-factor';
import { ownAccountEntry } from './own-account-entry';

/**
 * POST /api/account/reauthenticate: the owner proves themselves again, so this session may, for a
 * few minutes, make the changes that outlive it (docs/decisions/0041-fresh-proof-and-security-mails.md).
 */
export function reauthenticateRoute(app: ZodScope) {
  const keys = twoFactorKeys(app.config.secret);

  app.post(
    '/reauthenticate',
    {
      // A stolen session guessing the password or a code spends the sign-in budget.
      preHandler: app.limitPasswordChecks,
      schema: {
        tags: ['Account'],
        security: BEARER_SECURITY,
        description:
          'Confirms the signed-in owner with the account password, or, with two-factor sign-in on, a ' +
          'code from the app or a recovery code (which is then spent). For the next 5 minutes this ' +
          'session may add or remove passkeys, set up two-factor sign-in and change the email without ' +
          'the current password; those routes answer 403 "Confirm your password to continue." ' +
          'otherwise. A sign-in counts the same for its first 5 minutes. A wrong password or code ' +
          'answers 400 and counts against the sign-in limits.',
        body: reauthenticateSchema,
        response: { 200: envelope(reauthenticatedSchema) },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const { password, code } = request.body;
      let how: string;
      if (password) {
        if (!(await verifyPassword(me.password_hash, password))) throw badRequest(CURRENT_PASSWORD_WRONG);
        how = 'with the password';
      } else {
        const twoFactor = twoFactorRepository(app.db);
        if (!(await twoFactor.isEnabled(me.id))) throw badRequest(NO_CODES_WITHOUT_TWO_FACTOR);
        // Spent like any code: a TOTP step once, a recovery code for good.
        const used = await spendSecondFactor(twoFactor, keys, me.id, eitherKind(code!));
        if (!used) throw badRequest(INVALID_CODE);
        how = used === 'recovery_code' ? 'with a recovery code' : 'with a two-factor code';
      }
      const freshUntil = await audited(
        request,
        (trx) => markFresh(trx, request.sessionToken),
        () => ownAccountEntry(me, 'reauthenticate', how),
      );
      return ok({ freshUntil });
    },
  );
}
