import type { Kysely } from 'kysely';
import { preferencesInputSchema, preferencesQuery } from '../../contracts/subscriber';
import type { Database } from '../db/schema';
import { conflict } from '../core/errors';
import { subscriberTopicsRepository } from '../data/subscriber-topics';
import { signToken } from '../mail/tokens';
import { answerOf, parseWith } from './form-answer';
import { mailLinkSubscriber } from './mail-link-subscriber';
import { publicForm } from './public-form';
import { shortForm } from './write-policy';
import { NOT_SUBSCRIBED } from '../../contracts/public-form-messages';

export const newsletterPreferencesPolicy = shortForm('/newsletter/preferences');

/**
 * The preference page a subscriber's mails link to (docs/decisions/0060-newsletter-topics-and-
 * preferences.md): its token shows the address's topics (`read`) and saves new ones (the form).
 * Only an active subscriber's topics change: an unsubscribed address comes back through the
 * sign-up and its double opt-in, never through an old mail's link.
 */
export function newsletterPreferencesForm(db: Kysely<Database>, secret: string) {
  const topics = subscriberTopicsRepository(db);
  const subscriberOf = mailLinkSubscriber(db, secret);

  /** The address, its status and topics, once the token checked out. */
  async function shown(id: number) {
    const preferences = await topics.read(id);
    // Deleted by staff since its token was checked: it receives nothing either.
    if (!preferences) throw conflict(NOT_SUBSCRIBED);
    return preferences;
  }

  /** What the page shows; a bad, old or foreign token is the 400 the unsubscribe page gives. */
  const read = async (token: string) => shown((await subscriberOf('preferences', token)).id);

  const form = publicForm({
    policy: newsletterPreferencesPolicy,
    schema: preferencesInputSchema,
    async work({ token, topics: chosen }) {
      const row = await subscriberOf('preferences', token);
      if (!(await topics.write(row.id, chosen))) throw conflict(NOT_SUBSCRIBED);
      return shown(row.id);
    },
  });

  /**
   * The page's view, as an answer: what `read` shows, and the unsubscribe link's token for its
   * "Unsubscribe from everything" button, which is the unsubscribe page's own form.
   */
  async function view(raw: unknown) {
    const parsed = parseWith(preferencesQuery, raw);
    if (!parsed.ok) return parsed;
    return answerOf(async () => {
      const row = await subscriberOf('preferences', parsed.data.token);
      const subject = { id: row.id, emailKey: row.email_key, tokenVersion: row.token_version };
      return { ...(await shown(row.id)), unsubscribeToken: signToken(secret, 'unsubscribe', subject) };
    });
  }

  return { ...form, read, view };
}
