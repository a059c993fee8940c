import type { Kysely } from 'kysely';
import { unsubscribeInputSchema } from '../../contracts/subscriber';
import type { Database } from '../db/schema';
import { consentRepository } from '../data/subscriber-consent';
import { mailLinkSubscriber } from './mail-link-subscriber';
import { publicForm } from './public-form';
import { shortForm } from './write-policy';

/** Mail clients' one-click unsubscribe (RFC 8058) posts to this page too, the token in its query. */
export const newsletterUnsubscribePolicy = shortForm('/newsletter/unsubscribe');

/**
 * The unsubscribe page's button. Unsubscribing twice is fine: the second answers the same, and the
 * first one's mailing keeps the count.
 */
export function newsletterUnsubscribeForm(db: Kysely<Database>, secret: string) {
  const consent = consentRepository(db);
  const subscriberOf = mailLinkSubscriber(db, secret);
  return publicForm({
    policy: newsletterUnsubscribePolicy,
    schema: unsubscribeInputSchema,
    async work({ token, mailing }) {
      const row = await subscriberOf('unsubscribe', token);
      await consent.unsubscribe(row.id, mailing);
      return { status: 'unsubscribed' as const };
    },
  });
}
