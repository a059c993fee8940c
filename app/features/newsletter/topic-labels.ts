import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsletterTopic } from '@contracts/newsletter-topics';

/** The newsletter's topics as the pages name them (docs/public-screens.md, Newsletter preferences). */
export const TOPIC_LABELS: Record<NewsletterTopic, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  'patch-notes': {
    label: msg`Patch notes`,
    hint: msg`Balance changes, fixes and what each update brings.`,
  },
  news: {
    label: msg`News`,
    hint: msg`Dev diaries, new fighters and announcements.`,
  },
  events: {
    label: msg`Events`,
    hint: msg`Tournaments, community nights and limited-time modes.`,
  },
};
