import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ENROLMENT_LINK_HOURS } from '../../contracts/two-factor-enrolment-link';
import { hashToken } from '../auth/sessions';
import type { Config } from '../config';
import { enrolmentLinkRepository } from '../data/two-factor-enrolment-links';
import type { Database } from '../db/schema';
import { type SecretBox, secretBox } from '../two-factor/secret-box';
import { siteBase } from './links';
import { type OutboxRow, outboxRepository } from './outbox';
import { twoFactorEnrolmentMail } from './templates';
import type { Composed } from './worker';

const PURPOSE = 'two-factor-enrolment:';
export const enrolmentPurpose = (linkId: number) => `${PURPOSE}${linkId}`;
export const isEnrolmentPurpose = (purpose: string) => purpose.startsWith(PURPOSE);

/**
 * The outbox keeps no mail body, so the worker needs the token to write the link: the row keeps it
 * sealed under a key of its own derived from SECRET (a database copy alone enrols nobody).
 */
const enrolmentTokenBox = (config: Config): SecretBox => secretBox(`${config.secret}\ntwo-factor-enrolment`);

/**
 * Within the caller's transaction: flags the account, makes its link (earlier ones stop working) and
 * queues the mail to the account's own address. Answers when the link expires.
 */
export async function queueEnrolmentLink(
  trx: Kysely<Database>,
  config: Config,
  user: { id: number; email: string },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ENROLMENT_LINK_HOURS * 3_600_000).toISOString();
  const { id } = await enrolmentLinkRepository(trx).create({
    userId: user.id,
    tokenHash: hashToken(token),
    tokenSealed: enrolmentTokenBox(config).seal(token, user.id),
    expiresAt,
  });
  await outboxRepository(trx).enqueue({
    purpose: enrolmentPurpose(id),
    recipient: user.email.toLowerCase(),
    subscriberId: null,
  });
  return { expiresAt };
}

/** What a queued enrolment mail says now: a link used, replaced or expired meanwhile is not sent. */
export async function composeEnrolmentMail(
  db: Kysely<Database>,
  config: Config,
  row: OutboxRow,
): Promise<Composed> {
  const link = await enrolmentLinkRepository(db).find(Number(row.purpose.slice(PURPOSE.length)));
  if (!link?.token_sealed || link.used_at || link.expires_at <= new Date().toISOString())
    return { cancel: 'the enrolment link was used, replaced or expired' };
  const user = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where('id', '=', link.user_id)
    .executeTakeFirst();
  const token = enrolmentTokenBox(config).open(link.token_sealed, link.user_id);
  if (!user || !token) return { cancel: 'the account or its link is gone' };
  // Only to the address the link was made for: not after the account moved to another one.
  if (user.email.toLowerCase() !== row.recipient) return { cancel: 'the account uses another address now' };
  const base = siteBase(config);
  const enrolUrl = `${base}/admin/two-factor?enrol=${encodeURIComponent(token)}`;
  return {
    mail: {
      to: user.email,
      ...twoFactorEnrolmentMail({ enrolUrl, hours: ENROLMENT_LINK_HOURS, username: user.username }),
      messageId: `<outbox-${row.id}@${new URL(base).hostname}>`,
    },
  };
}
