import { z } from 'zod';
import { DEFAULT_MAILING_TOPIC, NEWSLETTER_TOPICS } from './newsletter-topics';
import { topicField } from './newsletter-topic-fields';

/**
 * "Email this post to subscribers": where a post's mailing stands. `none` until asked for;
 * `waiting` until the post is live (a scheduled post) and a worker picks it up; `enqueuing` while
 * the subscribers are being queued; `enqueued` once every active subscriber has a mail queued.
 */
export const POST_MAILING_STATES = ['none', 'waiting', 'enqueuing', 'enqueued'] as const;

export const postMailingSchema = z.object({
  /** False when the server has no SMTP_URL: nothing can be mailed. */
  mailEnabled: z.boolean(),
  state: z.enum(POST_MAILING_STATES),
  requestedAt: z.string().nullable(),
  /** The subscribers it goes to: those of this topic; null until asked for. */
  topic: z.enum(NEWSLETTER_TOPICS).nullable(),
  /** Mails waiting or being sent, sent, and failed for good. */
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  /**
   * The mailing's report (docs/decisions/0059-mailing-report-and-outbox-retention.md), which
   * outlives the outbox's pruning: mails not sent because the subscriber left or the post went
   * meanwhile; mails sent, later found bounced or complained about (0 while bounces are not read);
   * the subscribers who unsubscribed through this mailing's link. Opens and clicks are not tracked.
   */
  cancelled: z.number(),
  bounced: z.number(),
  complained: z.number(),
  unsubscribed: z.number(),
  /** When the first and the last mail went (null before the first). */
  firstSentAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  /** Mails per second between the first and the last; null until two went at different times. */
  ratePerSecond: z.number().nullable(),
});
export type PostMailing = z.infer<typeof postMailingSchema>;

/** Asking for the mailing names its topic, general news when not given (or with no body). */
export const postMailingBody = z
  .strictObject(
    {
      topic: topicField
        .default(DEFAULT_MAILING_TOPIC)
        .describe(`Only the subscribers of this topic are mailed; ${DEFAULT_MAILING_TOPIC} when not given.`),
    },
    { error: 'Emailing a post takes only a topic' },
  )
  .nullish();
export type PostMailingRequest = z.input<typeof postMailingBody>;
