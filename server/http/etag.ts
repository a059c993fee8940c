import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** W/"<sha1 of the body, base64url>". Weak, because compression later changes the bytes sent. */
export function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** If-None-Match per RFC 9110 §13.1.2: `*`, or a list of tags compared weakly (W/ ignored). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

const isApiRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && /^\/api(\/|\?|$)/.test(request.url);

/**
 * ETag and 304 on API reads (docs/architecture.md §5), hashing the caller's own body (staff and
 * public views never share a tag); streams are skipped rather than buffered.
 */
export async function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !isApiRead(request)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('etag')) return payload;

    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;

    reply.code(304);
    reply.removeHeader('content-type');
    // Fastify's own HEAD hook runs after this one and needs the body to measure (it then drops
    // it); a 304 may carry the length the 200 would have had (RFC 9110 §8.6).
    if (request.method === 'HEAD') return payload;
    reply.removeHeader('content-length');
    return null;
  });
}
