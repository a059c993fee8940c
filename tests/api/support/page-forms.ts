import type { TestApp } from './test-app';

/**
 * A page's text as a visitor reads it: without its scripts (the loader data carries the page's
 * interface messages, shown or not), and React escapes quotes and ampersands in the HTML.
 */
export const pageText = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A form posted by a browser that runs no scripts: urlencoded, asking for a page. */
export const postForm = (
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** A form with files, encoded as the browser encodes it (multipart/form-data with its boundary). */
export async function postMultipart(t: TestApp, url: string, form: FormData, remoteAddress?: string) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': encoded.headers.get('content-type')!, accept: 'text/html' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** A body that is not a form: the API's JSON sent to a page. */
export const postJson = (t: TestApp, url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', accept: 'text/html' },
    payload: JSON.stringify(body),
  });

export const rowCount = async (t: TestApp, table: 'subscribers' | 'support_messages' | 'feedback') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
