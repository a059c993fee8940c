import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ENROLMENT_LINK_HOURS } from '../../contracts/two-factor-enrolment-link';
import { hashToken } from '../auth/sessions';
import type { Config } from '../config';
import { enrolmentLinkRepository } from '../data/two-factor-enrolment-links';
import type { Database } from '../db/schema';
import { type SecretBox, secretBox } from '../two-factor/secret-box';
import { composeAccountLinkMail } from './account-link-mail';
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
  site: string,
): Promise<Composed> {
  return composeAccountLinkMail(db, config, row, {
    row: await enrolmentLinkRepository(db).find(Number(row.purpose.slice(PURPOSE.length))),
    name: 'enrolment link',
    box: enrolmentTokenBox(config),
    write: ({ token, base, username }) =>
      twoFactorEnrolmentMail({
        enrolUrl: `${base}/admin/two-factor?enrol=${encodeURIComponent(token)}`,
        hours: ENROLMENT_LINK_HOURS,
        username,
        site,
      }),
  });
}
