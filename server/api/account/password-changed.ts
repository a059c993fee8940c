import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { markFresh } from '../../auth/reauthentication';
import type { Database } from '../../db/schema';
import { passkeyRepository, toPasskeyToReview } from '../../data/passkeys';
import { twoFactorRepository } from '../../data/two-factor';
import { queueSecurityNotice, noticeOrigin } from '../../mail/security-notice';

/**
 * What a signed-in password change does besides the new hash, on its transaction
 * (docs/decisions/0041-fresh-proof-and-security-mails.md): a code step begun with the old password
 * is void, the password just given counts as fresh proof (so the passkeys listed in the answer can
 * be removed at once), and the owner is mailed. Answers the account's passkeys to review.
 */
export async function afterPasswordChange(trx: Kysely<Database>, request: FastifyRequest, userId: number) {
  await twoFactorRepository(trx).voidChallenges(userId);
  await markFresh(trx, request.sessionToken);
  await queueSecurityNotice(trx, request.server.config, {
    userId,
    kind: 'password_changed',
    ...noticeOrigin(request),
  });
  return (await passkeyRepository(trx).listFor(userId)).map(toPasskeyToReview);
}
