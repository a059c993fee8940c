import type { Transaction } from 'kysely';
import { feedbackRows } from '../../data/feedback';
import { supportMessageRows } from '../../data/support-messages';
import type { Database } from '../schema';
import { searchKey, searchText } from '../search';
import { SEED_FEEDBACK, SEED_SUBSCRIBERS, SEED_SUPPORT_MESSAGES } from './visitor-input';

/**
 * Inserts the invented visitor input of the demo. Never part of a production seeding: these people
 * and their messages do not exist, and a live back office must only list real ones.
 */
export async function insertVisitorInput(trx: Transaction<Database>) {
  // Subscribers are unique by lower-cased email; a real sign-up made before the first start wins.
  await trx
    .insertInto('subscribers')
    .values(
      SEED_SUBSCRIBERS.map((s) => ({
        email: s.email,
        email_key: s.email.toLowerCase(),
        name: s.name,
        name_key: searchKey(s.name),
        status: s.status,
        source: s.source,
        subscribed_at: s.subscribedAt,
        updated_at: s.subscribedAt,
      })),
    )
    .onConflict((oc) => oc.column('email_key').doNothing())
    .execute();
  // Written through the API's own row mappings; the search text is the application's, as on a send.
  const messages = SEED_SUPPORT_MESSAGES.map((m) => ({
    ...supportMessageRows.write(m),
    search_text: searchText(m.name, m.email, m.subject, m.message),
  }));
  await trx.insertInto('support_messages').values(messages).execute();
  const feedback = SEED_FEEDBACK.map((f) => ({
    ...feedbackRows.write(f),
    search_text: searchText(f.name, f.email, f.subject),
  }));
  await trx.insertInto('feedback').values(feedback).execute();
}
