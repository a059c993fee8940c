import type { Kysely } from 'kysely';
import { supportMessageInputSchema } from '../../contracts/support-message';
import type { Database } from '../db/schema';
import { supportMessageRepository } from '../data/support-messages';
import { publicForm } from './public-form';
import { shortForm } from './write-policy';

export const contactPolicy = shortForm('/support');

/** The support page's contact form. The visitor gets a receipt, not the stored record with its status. */
export function contactForm(db: Kysely<Database>) {
  const messages = supportMessageRepository(db);
  return publicForm({
    policy: contactPolicy,
    schema: supportMessageInputSchema,
    async work(input) {
      const created = await messages.create(input);
      return { id: created.id, createdAt: created.createdAt };
    },
  });
}
