import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../core/errors';
import { consentRepository } from '../data/subscriber-consent';
import { subscriberRepository } from '../data/subscribers';
import { mailLinks, mailLocale, mailingUnsubscribeUrl, siteBase, unsubscribeHeaders } from './links';
import { mailTexts } from './mail-texts';
import { confirmationMail, postMailTo } from './newsletter-templates';
import { type OutboxRow, confirmPurpose, outboxRepository } from './outbox';
import { postMailContent } from './post-mail-content';
import { postMailings } from './post-mailings';
import { claimedSubscribers } from './claimed-subscribers';
import { bounceTracking } from './verp';
import type { OutgoingMail } from './transport';
import type { Composed } from './worker';

/**
 * What each queued newsletter mail says, and the confirmations it queues. Each mail is written in
 * its subscriber's locale (server/mail/mail-texts.ts), its links to that locale's pages. The public
 * forms of the consent flow (sign-up, confirm, unsubscribe) are in server/forms/.
 */
export function newsletterService(db: Kysely<Database>, config: Config, log: FastifyBaseLogger) {
  const subscribers = { ...subscriberRepository(db), ...consentRepository(db) };
  const outbox = outboxRepository(db);
  const mailings = postMailings(db, outbox, log);
  const postMails = postMailContent(db, config);
  const claimed = claimedSubscribers(subscribers);
  const mailEnabled = config.mail.smtpUrl !== undefined;
  let nudge = () => {};

  /** Queues a confirmation mail on `on` (a staff write's transaction, or the app's connection). */
  async function queueConfirmation(
    row: { id: number; email_key: string; confirm_sends: number },
    on: Kysely<Database> = db,
  ) {
    await outboxRepository(on).enqueue({
      purpose: confirmPurpose(row.id, row.confirm_sends),
      recipient: row.email_key,
      subscriberId: row.id,
    });
  }

  /** The token subject of a subscriber's links. */
  const tokenSubject = (subscriber: { id: number; email_key: string; token_version: number }) => ({
    id: subscriber.id,
    emailKey: subscriber.email_key,
    tokenVersion: subscriber.token_version,
  });

  async function composeConfirmation(row: OutboxRow, sendNumber: number, site: string): Promise<Composed> {
    const subscriber = await claimed.take(row.subscriber_id ?? 0);
    if (!subscriber || subscriber.status !== 'pending') return { cancel: 'no longer pending' };
    if (subscriber.confirm_sends !== sendNumber) return { cancel: 'a newer confirmation was asked for' };
    const locale = mailLocale(subscriber.locale, config.locales);
    const links = mailLinks(config, tokenSubject(subscriber), locale);
    return {
      mail: {
        to: subscriber.email,
        ...confirmationMail(links, mailTexts(locale, site)),
        ...tracked(row, unsubscribeHeaders(links.unsubscribeUrl)),
        messageId: messageId(row),
      },
    };
  }

  async function composePost(row: OutboxRow, postId: number, site: string): Promise<Composed> {
    const subscriber = await claimed.take(row.subscriber_id ?? 0);
    if (!subscriber || subscriber.status !== 'active') return { cancel: 'no longer subscribed' };
    const locale = mailLocale(subscriber.locale, config.locales);
    const post = await postMails.inLocale(postId, locale, site);
    if (!post) return { cancel: 'the post is no longer published' };
    // The mail is in the post's language (the default when it has no translation), but the
    // unsubscribe page is always the subscriber's: it is theirs whatever the post is written in.
    const links = mailLinks(config, tokenSubject(subscriber), locale);
    const unsubscribeUrl = mailingUnsubscribeUrl(links.unsubscribeUrl, postId);
    return {
      mail: {
        to: subscriber.email,
        ...postMailTo(post, unsubscribeUrl, links.preferencesUrl),
        ...tracked(row, unsubscribeHeaders(unsubscribeUrl)),
        messageId: messageId(row),
      },
    };
  }

  /** The headers of a subscriber mail, with what lets its bounces and complaints find it. */
  function tracked(row: OutboxRow, headers: NonNullable<OutgoingMail['headers']>) {
    const tracking = bounceTracking(config, row);
    return { envelopeFrom: tracking.envelopeFrom, headers: { ...headers, ...tracking.headers } };
  }

  /** One Message-ID per outbox row: a mail sent again after a crash is recognisably the same. */
  const messageId = (row: OutboxRow) => `<outbox-${row.id}@${new URL(siteBase(config)).hostname}>`;

  return {
    mailEnabled,
    mailings,
    setNudge(wake: () => void) {
      nudge = wake;
    },
    /** Wakes this instance's worker (post mailings are queued by the worker itself). */
    nudge: () => nudge(),

    /** The public sign-up queues its confirmation here (server/forms/newsletter-signup.ts). */
    queueConfirmation,

    /** Queues on `on`, the audited staff transaction: the caller nudges the worker once it commits. */
    async resendConfirmation(id: number, on: Kysely<Database> = db) {
      if (!mailEnabled) throw conflict('Mail is not set up (SMTP_URL), so there is nothing to resend');
      const consent = consentRepository(on);
      const row = await consent.requestConfirmation(id);
      if (!row) {
        if (!(await consent.findForMail(id))) throw notFound('Subscriber');
        throw conflict('Only a pending subscriber can be sent a confirmation');
      }
      await queueConfirmation(row, on);
      return { id, email: row.email_key, queued: true as const };
    },

    /** Reads the subscribers of rows just claimed, one query for the claim (claimed-subscribers.ts). */
    prefetch: (rows: readonly OutboxRow[]) => claimed.prefetch(rows),

    /**
     * What a queued row says now, from a site named `site`: a row whose reason went away is
     * cancelled, not sent.
     */
    compose(row: OutboxRow, site: string): Promise<Composed> {
      const [kind, first, second] = row.purpose.split(':');
      if (kind === 'confirm') return composeConfirmation(row, Number(second), site);
      if (kind === 'post') return composePost(row, Number(first), site);
      return Promise.resolve({ cancel: `unknown purpose ${row.purpose}` });
    },

    purgeUnconfirmed: () => subscribers.purgeUnconfirmed(),
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
