import { z } from 'zod';
import { NEWSLETTER_TOPICS, NO_TOPICS } from './newsletter-topics';

export const topicField = z.enum(NEWSLETTER_TOPICS, {
  error: `Topic must be one of ${NEWSLETTER_TOPICS.join(', ')}`,
});

/** A subscriber's choice: at least one topic, each once (a repeat is ignored). */
export const topicsField = z
  .array(topicField, { error: 'Topics must be a list of topics' })
  .max(NEWSLETTER_TOPICS.length * 4, 'Topics lists a topic more than once')
  .transform((topics) => NEWSLETTER_TOPICS.filter((topic) => topics.includes(topic)))
  .refine((topics) => topics.length > 0, NO_TOPICS)
  .describe(`Some of ${NEWSLETTER_TOPICS.join(', ')}; at least one.`);
