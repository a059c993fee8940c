import type { Kysely } from 'kysely';
import { confirmInputSchema } from '../../contracts/subscriber';
import type { Database } from '../db/schema';
import { badRequest } from '../core/errors';
import { consentRepository } from '../data/subscriber-consent';
import { topicsMask } from '../data/subscriber-topics';
import { mailLinkSubscriber } from './mail-link-subscriber';
import { publicForm } from './public-form';
import { shortForm } from './write-policy';
import { USED_LINK } from '../../contracts/public-form-messages';

export const newsletterConfirmPolicy = shortForm('/newsletter/confirm');

/**
 * The confirmation page's button: the mailed link's token makes the pending subscriber active, with
 * the topics ticked beside it (those stored, every topic for a new address, when none are sent).
 */
export function newsletterConfirmForm(db: Kysely<Database>, secret: string) {
  const consent = consentRepository(db);
  const subscriberOf = mailLinkSubscriber(db, secret);
  return publicForm({
    policy: newsletterConfirmPolicy,
    schema: confirmInputSchema,
    async work({ token, topics }) {
      const row = await subscriberOf('confirm', token);
      const mask = topics && topicsMask(topics);
      if (row.status !== 'pending' || !(await consent.confirm(row.id, mask))) throw badRequest(USED_LINK);
      return { status: 'active' as const };
    },
  });
}
