/**
 * The error every layer throws when a caller's request cannot be served: auth, storage, data and the
 * HTTP routes all raise it, and the HTTP error handler (server/http/errors.ts) turns it into the
 * envelope. It lives below all of them so that nothing imports the HTTP folder to refuse a request.
 */
/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer must carry, such as `Allow` on a 405. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const methodNotAllowed = (method: string, path: string, allowed: string[]) =>
  new HttpError(405, `${method} is not allowed on ${path}; use ${allowed.join(', ')}`, {
    allow: allowed.join(', '),
  });
