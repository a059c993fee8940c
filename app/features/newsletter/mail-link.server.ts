import { type AppLoadContext, data } from 'react-router';
import { readPageForm } from '~/lib/page-form.server';
import { INVALID_LINK, UNREADABLE_BUTTON_FORM } from '@contracts/public-form-messages';
import { MISSING_TOKEN, type MailLinkKind, type MailLinkResult } from './mail-link-action';
import { postedTopics } from './topic-choices';
import { pageTopicMessages } from './topic-messages.server';

/**
 * The action of the page a mailed link opens: its button's form carries the link's token. RFC 8058
 * one-click unsubscribe lands here too: a mail client posts `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL, which is the unsubscribe page's address with the token in its query. The
 * token goes through the same pipeline as POST /api/subscribers/confirm or /unsubscribe
 * (server/forms/), and a refusal (forged, used, expired) shows on the page in its own words.
 */
export async function mailLinkAction(kind: MailLinkKind, request: Request, context: AppLoadContext) {
  // The page shows the refusal in its own language.
  const worded = await pageTopicMessages(request, context);
  let topics: string[] | undefined;
  const refused = (error: string, status = 400) =>
    data<MailLinkResult>({ done: false, error: worded(error), ...(topics && { topics }) }, { status });
  const form = await readPageForm(request);
  if (!form) return refused(UNREADABLE_BUTTON_FORM);
  // The confirm page's topics (docs/decisions/0060-newsletter-topics-and-preferences.md).
  if (kind === 'confirm') topics = postedTopics(form);
  const oneClick = kind === 'unsubscribe' && form.get('List-Unsubscribe') === 'One-Click';
  const token = oneClick ? new URL(request.url).searchParams.get('token') : form.get('token');
  if (typeof token !== 'string' || !token) return refused(MISSING_TOKEN);
  const client = { ip: context.clientIp };
  const answer =
    kind === 'confirm'
      ? await context.forms.newsletterConfirm.submit({ token, topics }, client)
      : await context.forms.newsletterUnsubscribe.submit(
          { token, mailing: mailingOf(request, form) },
          client,
        );
  if (answer.ok) return data<MailLinkResult>({ done: true });
  // A token the contract refuses (too long, wrong characters) is a broken link to the visitor, as a
  // forged one is; the topics' own refusal (none ticked, say) is said as it is.
  const topicIssue = answer.issues.find((issue) => issue.path[0] === 'topics');
  if (topicIssue) return refused(topicIssue.message, answer.status);
  return refused(answer.issues.length > 0 ? INVALID_LINK : answer.message, answer.status);
}

/**
 * The mailing a post mail's unsubscribe link names (the page's hidden field, or the link's query for
 * one-click), counted in that mailing's report. Only attribution: a mangled value is dropped rather
 * than refusing the unsubscribe.
 */
function mailingOf(request: Request, form: FormData) {
  const value = form.get('mailing') ?? new URL(request.url).searchParams.get('mailing');
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : undefined;
}
