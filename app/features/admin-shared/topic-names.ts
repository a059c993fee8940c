import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@contracts/newsletter-topics';

/** The newsletter's topics as the back office names them (the public pages' are translated). */
export const TOPIC_NAMES: Record<NewsletterTopic, string> = {
  'patch-notes': 'Patch notes',
  news: 'News',
  events: 'Events',
};

/** A subscriber's topics in a few words: "All topics", or those chosen. */
export const topicsSummary = (topics: readonly NewsletterTopic[]) =>
  topics.length === NEWSLETTER_TOPICS.length
    ? 'All topics'
    : topics.map((topic) => TOPIC_NAMES[topic]).join(', ');
