import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** A parameter name worth keeping: short and plain. Anything else may be a pasted token itself. */
const PLAIN_NAME = /^[\w.[\]-]{1,32}$/;
/** The path segments before a post preview's signed token (docs/decisions/0030-post-preview-links.md). */
const PREVIEW_PREFIX = ['dev-diary', 'preview'];

/**
 * A request's URL as the log may keep it. Query values are all redacted, not just known ones: a
 * list of secret names would miss the next one, and the names alone still say what was asked
 * (`?token=[redacted]`, `?page=[redacted]`). A preview link's token segment is redacted as well.
 */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : url.slice(queryStart + 1);
  return query === undefined ? redactedPath(path) : `${redactedPath(path)}?${redactedQuery(query)}`;
}

function redactedQuery(query: string): string {
  if (query === '') return '';
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      // A bare piece without `=` may be a token on its own.
      if (equals === -1 || !PLAIN_NAME.test(name)) return pair === '' ? '' : REDACTED;
      return `${name}=${REDACTED}`;
    })
    .join('&');
}

/** The router matches decoded, case-insensitive segments, so the check does too. */
function redactedPath(path: string): string {
  const segments = path.split('/');
  const named = segments.flatMap((segment, index) => (segment === '' ? [] : [index]));
  const isPreview = PREVIEW_PREFIX.every(
    (expected, i) => named[i] !== undefined && decoded(segments[named[i]!]!) === expected,
  );
  const tokenIndex = named[PREVIEW_PREFIX.length];
  if (!isPreview || tokenIndex === undefined) return path;
  return [...segments.slice(0, tokenIndex), REDACTED].join('/');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Fastify's request serializer with the URL redacted: its default fields (but `accept-version`,
 * which no route here reads), so the "incoming request" line keeps its shape.
 */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
