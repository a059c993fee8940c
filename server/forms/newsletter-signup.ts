import type { Kysely } from 'kysely';
import { type Locale, unknownLocaleMessage } from '../../contracts/locales';
import { subscribeInputSchema } from '../../contracts/subscriber';
import type { Config } from '../config';
import { badRequest } from '../core/errors';
import type { Database } from '../db/schema';
import { subscriberRepository } from '../data/subscribers';
import type { NewsletterService } from '../mail/newsletter';
import { hashIp } from '../mail/tokens';
import { publicForm } from './public-form';
import { shortForm } from './write-policy';

export const newsletterSignupPolicy = shortForm('/newsletter');

/**
 * The sign-up's locale as stored: null for the default's (a sign-up that names none is from a
 * default-locale page, whose addresses have no code), another served one as it is. One the site
 * does not serve is refused as the content reads refuse it.
 */
function storedLocale(asked: string | undefined, served: Config['locales']): Locale | null {
  if (asked === undefined) return null;
  const found = served.all.find((locale) => locale === asked);
  if (!found) throw badRequest(unknownLocaleMessage(asked, served.all));
  return found === served.default ? null : found;
}

/**
 * The footer's sign-up. The answer is the same for a new, a pending, an active and an unsubscribed
 * address, so the form cannot be used to find out who is on the list
 * (docs/decisions/0016-newsletter-mail.md). It records the locale of the page signed up on, which
 * the subscriber's mails are written in: the API is told it (`locale`), the page's action reads it
 * from the page's address.
 */
export function newsletterSignupForm(
  db: Kysely<Database>,
  config: Config,
  mail: Pick<NewsletterService, 'mailEnabled' | 'queueConfirmation' | 'nudge'>,
) {
  const subscribers = subscriberRepository(db);
  return publicForm({
    policy: newsletterSignupPolicy,
    schema: subscribeInputSchema,
    async work({ locale, ...input }, client) {
      const { mailEnabled } = mail;
      const row = await subscribers.subscribe({
        ...input,
        locale: storedLocale(locale, config.locales),
        ipHash: hashIp(config.secret, client.ip),
        confirm: mailEnabled,
      });
      if (mailEnabled && row.status === 'pending') {
        await mail.queueConfirmation(row);
        mail.nudge();
      }
      return { email: input.email, status: mailEnabled ? ('pending' as const) : ('active' as const) };
    },
  });
}
