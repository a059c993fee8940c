import type { Kysely } from 'kysely';
import { mailTokenInputSchema } from '../../contracts/subscriber';
import type { Database } from '../db/schema';
import { badRequest } from '../core/errors';
import { consentRepository } from '../data/subscriber-consent';
import { mailLinkSubscriber } from './mail-link-subscriber';
import { publicForm } from './public-form';
import { shortForm } from './write-policy';
import { USED_LINK } from '../../contracts/public-form-messages';

export const newsletterConfirmPolicy = shortForm('/newsletter/confirm');

/** The confirmation page's button: the mailed link's token makes the pending subscriber active. */
export function newsletterConfirmForm(db: Kysely<Database>, secret: string) {
  const consent = consentRepository(db);
  const subscriberOf = mailLinkSubscriber(db, secret);
  return publicForm({
    policy: newsletterConfirmPolicy,
    schema: mailTokenInputSchema,
    async work({ token }) {
      const row = await subscriberOf('confirm', token);
      if (row.status !== 'pending' || !(await consent.confirm(row.id))) throw badRequest(USED_LINK);
      return { status: 'active' as const };
    },
  });
}
