import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRequest } from '../auth/guards';
import { compressedVariants, negotiateEncoding } from './compression';
import { matchesIfNoneMatch, weakEtag } from './etag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this public GET's serialized answer in the read cache (visitors only). */
    cacheRead?: boolean;
  }
}

type Entry = {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  cacheControl: string | undefined;
  expires: number;
};

const MAX_ENTRIES_PER_RESOURCE = 64;
/** Below this size compression saves nothing worth a header (the compression plugin's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Public list reads (the roster, the FAQ, the game modes) are the same for every visitor and asked for
 * far more often than they change. Their serialized JSON is kept in memory for a few seconds with
 * its ETag and its brotli and gzip variants, all computed once per fill, and sent as-is: no
 * database, no schema serializer, no hashing, no compression on a hit. Any staff write clears it
 * through the cache bus (server/http/cache-bus.ts): at once on this instance, on the others
 * through Redis when REDIS_URL is set, else within the TTL (READ_CACHE_SECONDS, 5 s by default;
 * 0 turns it off). Staff requests never use it.
 */
export function cachePublicReads(app: FastifyInstance, resource: string) {
  const ttlMs = app.config.readCacheTtlMs;
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  // The URLs seen to fill an entry, so a repeat of one is answered before query validation.
  const byUrl = new Map<string, string>();
  app.cacheBus.onInvalidate(() => {
    if (entries.size > 0) app.log.debug({ resource }, 'read cache cleared');
    entries.clear();
    byUrl.clear();
  });
  // The request refilling each key, with the bus generation it started under.
  const fillers = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  const refilling = new Set<string>();
  // The validated query and params, not the raw URL: junk query strings must not grow the cache.
  const keyOf = (request: FastifyRequest) =>
    `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
  const applies = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.cacheRead === true && !isStaffRequest(request);

  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return sendVariant(request, reply, entry);
  };
  /**
   * A fresh entry; or, while another request refills an expired one, the expired one (for at
   * most one more TTL), so a burst at expiry does not run the query and compression many times.
   * Writes delete entries outright, so nothing stale outlives a write this way.
   */
  const usable = (key: string | undefined) => {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires >= now) return entry;
    return refilling.has(key!) && entry.expires + ttlMs >= now ? entry : undefined;
  };

  // The fast path: the exact URL of an earlier fill, answered before validation and the handler.
  // Runs after authentication (an outer hook), so staff are recognised here already.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!applies(request)) return;
    const entry = usable(byUrl.get(request.url));
    if (entry) return answer(request, reply, entry);
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!applies(request)) return;
    const key = keyOf(request);
    const entry = usable(key);
    if (entry) return answer(request, reply, entry);
    // This request fills the entry. Its generation is remembered so a fill whose data predates
    // a write is not stored.
    fillers.set(request, { key, generation: app.cacheBus.generation });
    refilling.add(key);
  });

  app.addHook('onResponse', async (request) => {
    const filler = fillers.get(request);
    if (filler) refilling.delete(filler.key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!applies(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const filler = fillers.get(request);
    if (filler === undefined) return payload;
    const body = Buffer.from(payload);
    const variants =
      body.length >= COMPRESS_FROM_BYTES ? await compressedVariants(body) : { br: body, gzip: body };
    const cacheControl = reply.getHeader('cache-control');
    const entry: Entry = {
      body,
      ...variants,
      etag: (reply.getHeader('etag') as string | undefined) ?? weakEtag(payload),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      expires: Date.now() + ttlMs,
    };
    if (filler.generation === app.cacheBus.generation) {
      const key = filler.key;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES_PER_RESOURCE) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      if (byUrl.size >= MAX_ENTRIES_PER_RESOURCE * 4) byUrl.delete(byUrl.keys().next().value!);
      byUrl.set(request.url, key);
    }
    // The variant computed for the cache goes out now; the compression plugin leaves it alone.
    return variantFor(request, reply, entry);
  });
}

function variantFor(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
  reply.header('vary', 'Accept-Encoding');
  const encoding =
    entry.body.length >= COMPRESS_FROM_BYTES && negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return entry.body;
  reply.header('content-encoding', encoding);
  return entry[encoding];
}

function sendVariant(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const body = variantFor(request, reply, entry);
  return reply.type('application/json; charset=utf-8').send(body);
}
