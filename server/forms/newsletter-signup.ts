import type { Kysely } from 'kysely';
import { subscribeInputSchema } from '../../contracts/subscriber';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { subscriberRepository } from '../data/subscribers';
import type { NewsletterService } from '../mail/newsletter';
import { hashIp } from '../mail/tokens';
import { publicForm } from './public-form';
import { shortForm } from './write-policy';

export const newsletterSignupPolicy = shortForm('/newsletter');

/**
 * The footer's sign-up. The answer is the same for a new, a pending, an active and an unsubscribed
 * address, so the form cannot be used to find out who is on the list
 * (docs/decisions/0016-newsletter-mail.md).
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
    async work(input, client) {
      const { mailEnabled } = mail;
      const row = await subscribers.subscribe({
        ...input,
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
