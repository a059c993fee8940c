import { type AppLoadContext, data } from 'react-router';
import { MISSING_TOKEN, type MailLinkKind, type MailLinkResult } from './mail-link-action';

const UNREADABLE_FORM = 'The form could not be read. Please press the button again.';

type Fields = Pick<URLSearchParams, 'get'>;

/**
 * The fields of a form posted to a page (the server has checked its size), or undefined when the
 * body is not a form. Mail clients may send a one-click unsubscribe as text/plain, one per line.
 */
async function readPageForm(request: Request): Promise<Fields | undefined> {
  try {
    if (/^text\/plain/i.test(request.headers.get('content-type') ?? '')) {
      return new URLSearchParams((await request.text()).replace(/\r?\n/g, '&'));
    }
    return (await request.formData()) as unknown as Fields;
  } catch {
    return undefined;
  }
}

/**
 * The service refuses a token with an HttpError whose message is meant for the visitor. Matched by
 * shape: the page build carries its own copy of the server's error class.
 */
function refusal(error: unknown): { message: string; status: number } | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as Error & { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status < 500 ? { message: error.message, status } : undefined;
}

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
  if (!token) return refused(MISSING_TOKEN);
  try {
    await context.newsletter[kind](token);
    return data<MailLinkResult>({ done: true });
  } catch (error) {
    const refusedBy = refusal(error);
    if (refusedBy) return refused(refusedBy.message, refusedBy.status);
    throw error;
  }
}
