import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { subscriberEndpoints } from '@contracts/endpoints/subscribers';
import type { NewsletterTopic } from '@contracts/newsletter-topics';
import { callApi } from '~/lib/api-client';
import type { PreferencesSaved } from './preferences-types';
import { localizeTopicMessage } from './topic-messages';

/**
 * The preference page's Save. The form posts itself to the page's action before the app has
 * started and without it; once the app runs, `save` sends it to PUT /api/subscribers/preferences
 * instead and shows the answer in place. `answered` starts as the action's answer, if any.
 */
export function useSavePreferences(token: string, answered: PreferencesSaved | undefined) {
  const { i18n } = useLingui();
  const [result, setResult] = useState(answered);
  const [sending, setSending] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const topics = new FormData(event.currentTarget).getAll('topics') as NewsletterTopic[];
    setSending(true);
    const answer = await callApi(subscriberEndpoints.savePreferences, { body: { token, topics } });
    setSending(false);
    setResult(
      answer.success
        ? { saved: true, topics: answer.data.topics }
        : { saved: false, error: localizeTopicMessage(i18n, answer.error), topics },
    );
  }

  return { result, sending, save, clear: () => setResult(undefined) };
}
