import { type HeadersFunction, data } from 'react-router';
import type { PageFormResult } from './page-form';
import { type FieldErrors, firstMessages } from './use-schema-form';

export { UNREADABLE_FORM } from '@contracts/public-form-messages';

/** An action's answer is for the one visitor who posted it. */
export const NO_STORE = { 'Cache-Control': 'no-store' };

/** A route with an action: its answer to a post carries the action's headers. */
export const actionHeaders: HeadersFunction = ({ actionHeaders: fromAction }) => fromAction;

/**
 * The form posted to a page (the server has checked its size), or undefined when the body is not a
 * form. Mail clients may send a one-click unsubscribe as text/plain, one field per line.
 */
export async function readPageForm(request: Request): Promise<FormData | undefined> {
  try {
    if (/^text\/plain/i.test(request.headers.get('content-type') ?? '')) {
      const form = new FormData();
      for (const [name, value] of new URLSearchParams((await request.text()).replace(/\r?\n/g, '&')))
        form.append(name, value);
      return form;
    }
    return await request.formData();
  } catch {
    return undefined;
  }
}

/**
 * What a page reads of a public form's answer (server/forms/form-answer.ts, handed over through
 * the load context): accepted, or refused with its status, the API's message and every issue.
 */
export type PageFormAnswer =
  | { ok: true }
  | {
      ok: false;
      status: number;
      message: string;
      issues: readonly { path: PropertyKey[]; message: string }[];
    };

/** The form's text fields by name; a file or a missing field is left out. */
export function textFields<K extends string>(form: FormData, fields: readonly K[]) {
  const values: Partial<Record<K, string>> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export const sent = () => data<PageFormResult<never>>({ sent: true }, { headers: NO_STORE });

/** The form comes back with what was typed and the messages, as the app would show them. */
export function refused<K extends string>(
  status: number,
  values: Partial<Record<K, string>>,
  detail: { errors?: FieldErrors<K>; error?: string },
) {
  return data<PageFormResult<K>>(
    { sent: false, values, errors: detail.errors ?? {}, ...(detail.error ? { error: detail.error } : {}) },
    { status, headers: NO_STORE },
  );
}

/**
 * A form's answer as its page shows it: sent; or refused with what was typed and, for a refusal of
 * the fields, each field's first message (the app shows one per field), else the message in the
 * form's banner; each `worded` in the page's language (form-messages.server.ts).
 */
export function pageAnswer<K extends string>(
  answer: PageFormAnswer,
  values: Partial<Record<K, string>>,
  fields: readonly K[],
  worded: (message: string) => string,
) {
  if (answer.ok) return sent();
  if (answer.issues.length > 0) {
    const issues = answer.issues.map((issue) => ({ ...issue, message: worded(issue.message) }));
    return refused(answer.status, values, { errors: firstMessages(issues, fields) });
  }
  return refused(answer.status, values, { error: worded(answer.message) });
}
