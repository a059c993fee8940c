import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRequest } from '../auth/guards';
import { matchesIfNoneMatch, weakEtag } from './etag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this public GET's serialized answer in the read cache (visitors only). */
    cacheRead?: boolean;
  }
}

type Entry = { body: string; etag: string; cacheControl: string | undefined; expires: number };

const MAX_ENTRIES_PER_RESOURCE = 64;

/**
 * Public list reads (the roster, the diary, the FAQ) are the same for every visitor and asked for
 * far more often than they change. Their serialized JSON is kept in memory for a few seconds and
 * sent as-is, skipping the database, the schema serializer and the hashing. A successful write
 * through the same resource clears its entries at once on this instance; other instances behind a
 * load balancer catch up within the TTL (READ_CACHE_SECONDS, 5 s by default; 0 turns it off).
 * Staff requests never use it.
 */
export function cachePublicReads(app: FastifyInstance, resource: string) {
  const ttlMs = app.config.readCacheTtlMs;
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  // The validated query and params, not the raw URL: junk query strings must not grow the cache.
  const keyOf = (request: FastifyRequest) =>
    `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
  const applies = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.cacheRead === true && !isStaffRequest(request);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!applies(request)) return;
    const entry = entries.get(keyOf(request));
    if (!entry || entry.expires < Date.now()) return;
    reply.header('etag', entry.etag);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!applies(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = keyOf(request);
    if (entries.has(key) && entries.get(key)!.expires >= Date.now()) return payload;
    if (entries.size >= MAX_ENTRIES_PER_RESOURCE) entries.delete(entries.keys().next().value!);
    const cacheControl = reply.getHeader('cache-control');
    entries.set(key, {
      body: payload,
      etag: (reply.getHeader('etag') as string | undefined) ?? weakEtag(payload),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      expires: Date.now() + ttlMs,
    });
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      entries.clear();
      request.log.debug({ resource }, 'read cache cleared after a write');
    }
  });
}
