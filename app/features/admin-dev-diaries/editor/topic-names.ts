import type { NewsletterTopic } from '@contracts/newsletter-topics';

/** The newsletter's topics as the back office names them (the public pages' are translated). */
export const TOPIC_NAMES: Record<NewsletterTopic, string> = {
  'patch-notes': 'Patch notes',
  news: 'News',
  events: 'Events',
};
