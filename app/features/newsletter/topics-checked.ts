import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@contracts/newsletter-topics';

/** The known topics among those a refused form sent back; every topic when it sent none back. */
export const topicsChecked = (sent: readonly string[] | undefined): readonly NewsletterTopic[] =>
  sent ? NEWSLETTER_TOPICS.filter((topic) => sent.includes(topic)) : NEWSLETTER_TOPICS;
