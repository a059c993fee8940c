import { type AppLoadContext, data } from 'react-router';
import { readPageForm, refusal } from '~/lib/page-form.server';
import { MISSING_TOKEN, type MailLinkKind, type MailLinkResult } from './mail-link-action';

const UNREADABLE_FORM = 'The form could not be read. Please press the button again.';

/**
 * The action of the page a mailed link opens: its button's form carries the link's token. RFC 8058
 * one-click unsubscribe lands here too: a mail client posts `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL, which is the unsubscribe page's address with the token in its query. A
 * refused token (forged, used, expired) is shown on the page in the service's own words.
 */
export async function mailLinkAction(kind: MailLinkKind, request: Request, context: AppLoadContext) {
  const refused = (error: string, status = 400) => data<MailLinkResult>({ done: false, error }, { status });
  const form = await readPageForm(request);
  if (!form) return refused(UNREADABLE_FORM);
  const oneClick = kind === 'unsubscribe' && form.get('List-Unsubscribe') === 'One-Click';
  const token = oneClick ? new URL(request.url).searchParams.get('token') : form.get('token');
  if (typeof token !== 'string' || !token) return refused(MISSING_TOKEN);
  try {
    await context.newsletter[kind](token);
    return data<MailLinkResult>({ done: true });
  } catch (error) {
    const refusedBy = refusal(error);
    if (refusedBy) return refused(refusedBy.message, refusedBy.status);
    throw error;
  }
}
