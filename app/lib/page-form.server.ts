import { type HeadersFunction, data } from 'react-router';
import type { PageFormResult } from './page-form';
import { type FieldErrors, type FormSchema, firstMessages } from './use-schema-form';

export const UNREADABLE_FORM = 'The form could not be read. Please send it again.';

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
 * The services refuse with an HttpError whose message is meant for the visitor. Matched by shape:
 * the page build carries its own copy of the server's error class. `upTo` 500 keeps server faults
 * for the error boundary; a form whose service answers 507 (storage full) shows that too.
 */
export function refusal(error: unknown, upTo = 500): { message: string; status: number } | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as Error & { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status < upTo ? { message: error.message, status } : undefined;
}

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
 * Checks the form's text fields with the API's own schema: its data, or the refusal that shows the
 * first message of each field (400, as the API answers).
 */
export function parseFields<K extends string, Out>(
  schema: FormSchema<Out>,
  form: FormData,
  fields: readonly K[],
) {
  const values = textFields(form, fields);
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, refusal: undefined };
  return {
    data: undefined,
    refusal: refused(400, values, { errors: firstMessages(result.error.issues, fields) }),
  };
}
