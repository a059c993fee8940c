import type { Kysely } from 'kysely';
import { ENROLMENT_LINK_REQUIRED } from '../../contracts/two-factor-enrolment-link';
import { hashToken } from '../auth/sessions';
import { enrolmentLinkRepository } from '../data/two-factor-enrolment-links';
import type { Database } from '../db/schema';
import { forbidden } from '../core/errors';

/**
 * The link an account must show to set up two-factor once an admin sent it one
 * (docs/decisions/0045-two-factor-enrolment-links.md): a session alone, which a password alone gives,
 * must not enrol an authenticator of its own. Null when the account needs no link; a 403 when it needs
 * one and `token` is not a live link of this very account. Checked before anything is written.
 */
export async function requiredEnrolmentLink(
  db: Kysely<Database>,
  userId: number,
  token: string | undefined,
): Promise<number | null> {
  const links = enrolmentLinkRepository(db);
  if (!(await links.isRequired(userId))) return null;
  const link = token ? await links.findLive(userId, hashToken(token)) : undefined;
  if (!link) throw forbidden(ENROLMENT_LINK_REQUIRED);
  return link.id;
}

/**
 * Inside the transaction that turns two-factor on: spends the link it was set up with (a second
 * confirmation racing with the same link fails here and rolls back) and drops the flag.
 */
export async function finishEnrolmentLink(trx: Kysely<Database>, userId: number, linkId: number | null) {
  const links = enrolmentLinkRepository(trx);
  if (linkId !== null && !(await links.use(linkId))) throw forbidden(ENROLMENT_LINK_REQUIRED);
  await links.clearRequired(userId);
}
