import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NO_TOPICS } from '@contracts/newsletter-topics';
import { NOT_SUBSCRIBED } from '@contracts/public-form-messages';
import { localizeFormMessage } from '~/lib/form-messages';

/**
 * The topics' refusals, in the page's language. Kept here rather than in the forms' shared table
 * (app/lib/form-messages.ts), which every page's sign-up loads: only the confirm and preference
 * pages can be told these.
 */
const TOPIC_MESSAGES: Record<string, MessageDescriptor> = {
  [NO_TOPICS]: msg`Choose at least one topic, or unsubscribe to receive nothing.`,
  [NOT_SUBSCRIBED]: msg`This address is not subscribed. To receive the newsletter again, sign up on the newsletter page.`,
};

export function localizeTopicMessage(i18n: I18n, message: string) {
  const known = TOPIC_MESSAGES[message];
  return known ? i18n._(known) : localizeFormMessage(i18n, message);
}
