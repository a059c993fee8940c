import { type AppLoadContext, data } from 'react-router';
import { INVALID_LINK, MISSING_TOKEN, UNREADABLE_BUTTON_FORM } from '@contracts/public-form-messages';
import { NO_STORE, readPageForm } from '~/lib/page-form.server';
import type { PreferencesSaved, PreferencesView } from './preferences-types';
import { postedTopics } from './topic-choices';
import { pageTopicMessages } from './topic-messages.server';

/** A refusal's words on the page: a token the contract refuses is a broken link, as a forged one is. */
const pageMessage = (answer: {
  message: string;
  issues: readonly { path: PropertyKey[]; message: string }[];
}) =>
  answer.issues.find((issue) => issue.path[0] === 'topics')?.message ??
  (answer.issues.length > 0 ? INVALID_LINK : answer.message);

/**
 * `/newsletter/preferences?token=…`'s loader: the address, its status and topics, read with the
 * mailed link's token through the same pipeline as GET /api/subscribers/preferences.
 */
export async function preferencesLoader(request: Request, context: AppLoadContext) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const worded = await pageTopicMessages(request, context);
  const refused = (error: string, status = 400) =>
    data<PreferencesView>({ state: 'refused', error: worded(error) }, { status, headers: NO_STORE });
  if (!token) return refused(MISSING_TOKEN);
  const answer = await context.forms.newsletterPreferences.view({ token });
  if (!answer.ok) return refused(pageMessage(answer), answer.status);
  return data<PreferencesView>({ state: 'shown', ...answer.data }, { headers: NO_STORE });
}

/**
 * The page's Save, posted by the browser itself (before or without the app): the same pipeline as
 * PUT /api/subscribers/preferences, its refusal shown on the page in its own language.
 */
export async function preferencesAction(request: Request, context: AppLoadContext) {
  const worded = await pageTopicMessages(request, context);
  const form = await readPageForm(request);
  const topics = (form && postedTopics(form)) ?? [];
  const refused = (error: string, status = 400) =>
    data<PreferencesSaved>({ saved: false, error: worded(error), topics }, { status, headers: NO_STORE });
  if (!form) return refused(UNREADABLE_BUTTON_FORM);
  const token = form.get('token');
  if (typeof token !== 'string' || !token) return refused(MISSING_TOKEN);
  const answer = await context.forms.newsletterPreferences.submit(
    { token, topics },
    { ip: context.clientIp },
  );
  if (!answer.ok) return refused(pageMessage(answer), answer.status);
  return data<PreferencesSaved>({ saved: true, topics: answer.data.topics }, { headers: NO_STORE });
}
