import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { OneTimeLinksTable } from '../db/schema-one-time-links';
import type { SecretBox } from '../two-factor/secret-box';
import { siteBase } from './links';
import type { OutboxRow } from './outbox';
import type { MailContent } from './templates';
import type { Composed } from './worker';

/**
 * What a queued mail bringing an account its one-time link (a password reset, a two-factor
 * enrolment) says now: a link used, replaced or expired meanwhile is not sent. `name` names the link
 * in the reason a mail is cancelled; `write` gives the mail's words for the opened token.
 */
export async function composeAccountLinkMail(
  db: Kysely<Database>,
  config: Config,
  row: OutboxRow,
  link: {
    row: Selectable<OneTimeLinksTable> | undefined;
    name: string;
    box: SecretBox;
    write: (opened: { token: string; base: string; username: string }) => MailContent;
  },
): Promise<Composed> {
  const found = link.row;
  if (!found?.token_sealed || found.used_at || found.expires_at <= new Date().toISOString())
    return { cancel: `the ${link.name} was used, replaced or expired` };
  const user = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where('id', '=', found.user_id)
    .executeTakeFirst();
  const token = link.box.open(found.token_sealed, found.user_id);
  if (!user || !token) return { cancel: 'the account or its link is gone' };
  // Only to the address the link was made for: not after the account moved to another one.
  if (user.email.toLowerCase() !== row.recipient) return { cancel: 'the account uses another address now' };
  const base = siteBase(config);
  return {
    mail: {
      to: user.email,
      ...link.write({ token, base, username: user.username }),
      messageId: `<outbox-${row.id}@${new URL(base).hostname}>`,
    },
  };
}
