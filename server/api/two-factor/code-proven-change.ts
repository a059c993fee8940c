import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { INVALID_CODE } from '../../../contracts/two-factor';
import { audited } from '../../audit/audited';
import type { AuditAction } from '../../../contracts/audit-log';
import type { SessionUser } from '../../auth/guards';
import { HttpError } from '../../core/errors';
import { twoFactorRepository } from '../../data/two-factor';
import type { Database } from '../../db/schema';
import { type SecurityNoticeKind, noticeOrigin, queueSecurityNotice } from '../../mail/security-notice';
import { type TwoFactorKeys, eitherKind, spendSecondFactor } from '../../two-factor/second-factor';
import { ownAccountEntry } from '../account/own-account-entry';

export const invalidCode = () => new HttpError(401, INVALID_CODE);

/**
 * Turning two-factor off and renewing the recovery codes: the code in the request is spent first and
 * is the change's fresh proof (docs/decisions/0041-fresh-proof-and-security-mails.md); then `apply`,
 * the audit entry (naming which kind of code) and the owner's mail commit together.
 */
export async function codeProvenChange(
  request: FastifyRequest,
  user: SessionUser,
  keys: TwoFactorKeys,
  code: string,
  change: {
    kind: SecurityNoticeKind;
    action: AuditAction;
    apply: (trx: Kysely<Database>) => Promise<unknown>;
  },
) {
  const { db, config } = request.server;
  const used = await spendSecondFactor(twoFactorRepository(db), keys, user.id, eitherKind(code));
  if (!used) throw invalidCode();
  await audited(
    request,
    async (trx) => {
      await change.apply(trx);
      await queueSecurityNotice(trx, config, {
        userId: user.id,
        kind: change.kind,
        ...noticeOrigin(request),
      });
    },
    () =>
      ownAccountEntry(user, change.action, used === 'recovery_code' ? 'with a recovery code' : 'with a code'),
  );
  request.server.newsletter.nudge();
}
