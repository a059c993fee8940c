import type { Transaction } from 'kysely';
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
  await trx
    .insertInto('support_messages')
    .values(
      SEED_SUPPORT_MESSAGES.map((m) => ({
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        search_text: searchText(m.name, m.email, m.subject, m.message),
        status: m.status,
        created_at: m.createdAt,
        updated_at: m.updatedAt,
      })),
    )
    .execute();
  await trx
    .insertInto('feedback')
    .values(
      SEED_FEEDBACK.map((f) => ({
        name: f.name,
        email: f.email,
        subject: f.subject,
        description: f.description,
        search_text: searchText(f.name, f.email, f.subject),
        status: f.status,
        notes: f.notes,
        created_at: f.createdAt,
        updated_at: f.updatedAt,
      })),
    )
    .execute();
}
