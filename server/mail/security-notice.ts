import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { deviceName } from '../auth/device-name';
import type { Config } from '../config';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';
import { siteBase } from './links';
import { type OutboxRow, outboxRepository } from './outbox';
import { securityNoticeMail } from './templates';
import type { Composed } from './worker';
import type { SecurityNoticeKind } from '../db/schema-security-notices';

export type { SecurityNoticeKind };

const PURPOSE = 'security-notice:';
export const isSecurityNoticePurpose = (purpose: string) => purpose.startsWith(PURPOSE);

/** Caller-supplied text is kept to what a mail line can show. */
const DETAIL_MAX = 200;
const DEVICE_MAX = 200;
const clip = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;

/** Where a change came from, for the mail: the address request.ip saw, the browser and system. */
export const noticeOrigin = (request: FastifyRequest) => ({
  ip: request.ip || null,
  device: deviceName(request.headers['user-agent']),
});

/**
 * Queues the mail telling an account's owner about `kind`. Call it on the change's transaction, so
 * the mail goes if and only if the change is kept; the worker sends it (nudge it after the commit
 * to skip its poll). Nothing without mail (no SMTP_URL). `recipient` replaces the account's address:
 * an email change is told to the address it left.
 */
export async function queueSecurityNotice(
  db: Kysely<Database>,
  config: Config,
  notice: {
    userId: number;
    kind: SecurityNoticeKind;
    detail?: string | null;
    ip?: string | null;
    device?: string | null;
    recipient?: string;
  },
): Promise<void> {
  if (!config.mail.smtpUrl) return;
  const user = await db
    .selectFrom('users')
    .select('email_key')
    .where('id', '=', notice.userId)
    .executeTakeFirst();
  const recipient = (notice.recipient ?? user?.email_key)?.trim().toLowerCase();
  if (!user || !recipient) return;
  const { id } = await db
    .insertInto('security_notices')
    .values({
      user_id: notice.userId,
      kind: notice.kind,
      detail: clip(notice.detail, DETAIL_MAX),
      ip: clip(notice.ip, DETAIL_MAX),
      device: clip(notice.device, DEVICE_MAX),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await outboxRepository(db).enqueue({ purpose: `${PURPOSE}${id}`, recipient, subscriberId: null });
}

/**
 * A queued notice's mail. It goes to the address it was queued for even if the account moved since:
 * the point is that the owner hears of the change where they would look.
 */
export async function composeSecurityNotice(
  db: Kysely<Database>,
  config: Config,
  row: OutboxRow,
  site: string,
): Promise<Composed> {
  const notice = await db
    .selectFrom('security_notices')
    .innerJoin('users', 'users.id', 'security_notices.user_id')
    .select([
      'security_notices.kind',
      'security_notices.detail',
      'security_notices.ip',
      'security_notices.device',
      'security_notices.created_at',
      'users.username',
    ])
    .where('security_notices.id', '=', Number(row.purpose.slice(PURPOSE.length)))
    .executeTakeFirst();
  if (!notice) return { cancel: 'the account is gone' };
  const base = siteBase(config);
  return {
    mail: {
      to: row.recipient,
      ...securityNoticeMail({
        kind: notice.kind,
        username: notice.username,
        at: notice.created_at,
        ip: notice.ip,
        device: notice.device,
        detail: notice.detail,
        resetUrl: `${base}/admin/forgot-password`,
        site,
      }),
      messageId: `<outbox-${row.id}@${new URL(base).hostname}>`,
    },
  };
}
