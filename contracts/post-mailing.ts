import { z } from 'zod';

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
  /** Mails waiting or being sent, sent, and failed for good. */
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type PostMailing = z.infer<typeof postMailingSchema>;

/** Asking for the mailing takes no fields. */
export const postMailingBody = z
  .strictObject({}, { error: 'Emailing a post takes no fields: send {} or no body' })
  .nullish();
