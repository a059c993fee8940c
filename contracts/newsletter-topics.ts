/**
 * What the newsletter mails about (docs/decisions/0060-newsletter-topics-and-preferences.md). The
 * order is stored: a subscriber's topics are a bitmask, bit i for NEWSLETTER_TOPICS[i], so a topic
 * is only ever added at the end. Free of zod, so the public pages can name them without loading it
 * (the fields are in newsletter-topic-fields.ts).
 */
export const NEWSLETTER_TOPICS = ['patch-notes', 'news', 'events'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

/** A post mailing asked for without a topic goes to the subscribers of general news. */
export const DEFAULT_MAILING_TOPIC: NewsletterTopic = 'news';

/** Choosing none is not subscribing: the pages say so and offer the unsubscribe instead. */
export const NO_TOPICS = 'Choose at least one topic, or unsubscribe to receive nothing.';
