import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESET_LINK_MINUTES } from '../../contracts/password-reset';
import { hashToken } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { passwordResetRepository } from '../data/password-resets';
import { type SecretBox, secretBox } from '../two-factor/secret-box';
import { composeAccountLinkMail } from './account-link-mail';
import { type OutboxRow, outboxRepository } from './outbox';
import { passwordResetMail } from './templates';
import type { Composed } from './worker';

const PURPOSE = 'password-reset:';
export const resetPurpose = (resetId: number) => `${PURPOSE}${resetId}`;
export const isResetPurpose = (purpose: string) => purpose.startsWith(PURPOSE);

/**
 * The outbox keeps no mail body, so the worker needs the token to write the link: the row keeps it
 * sealed under a key of its own derived from SECRET (a database copy alone opens no account).
 */
export const resetTokenBox = (config: Config): SecretBox => secretBox(`${config.secret}\npassword-reset`);

/**
 * Makes a link for the account using `email`, if any, and queues its mail. Called after the answer
 * went out, so neither the answer nor its timing tells whether the address belongs to an account.
 */
export async function queueResetLink(db: Kysely<Database>, config: Config, email: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email_key'])
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return false;
  const token = randomBytes(32).toString('base64url');
  await inTransaction(db, async (trx) => {
    const { id } = await passwordResetRepository(trx).create({
      userId: user.id,
      tokenHash: hashToken(token),
      tokenSealed: resetTokenBox(config).seal(token, user.id),
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString(),
    });
    await outboxRepository(trx).enqueue({
      purpose: resetPurpose(id),
      recipient: user.email_key,
      subscriberId: null,
    });
  });
  return true;
}

/** What a queued reset mail says now: a link used, replaced or expired meanwhile is not sent. */
export async function composeResetMail(
  db: Kysely<Database>,
  config: Config,
  row: OutboxRow,
  site: string,
): Promise<Composed> {
  return composeAccountLinkMail(db, config, row, {
    row: await passwordResetRepository(db).find(Number(row.purpose.slice(PURPOSE.length))),
    name: 'reset link',
    box: resetTokenBox(config),
    write: ({ token, base, username }) =>
      passwordResetMail({
        resetUrl: `${base}/admin/reset-password?token=${encodeURIComponent(token)}`,
        minutes: RESET_LINK_MINUTES,
        username,
        site,
      }),
  });
}
