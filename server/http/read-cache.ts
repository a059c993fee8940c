import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRequest } from '../auth/guards';
import { TtlCache } from '../cache/ttl-cache';
import { appendVary, compressedVariants, negotiateEncoding } from './compression';
import { matchesIfNoneMatch, weakEtag } from './etag';
import { requestLocale } from './request-locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this public GET's serialized answer in the read cache (visitors only). */
    cacheRead?: boolean;
    /** Its answer depends on the request's locale (request-locale.ts), which the cache keys on. */
    localized?: boolean;
  }
}

type Entry = {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  cacheControl: string | undefined;
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
  const cache = new TtlCache<string, Entry | undefined>({
    ttlMs,
    maxEntries: MAX_ENTRIES_PER_RESOURCE,
    // While one request refills an expired entry, the others get the expired one (see usable).
    staleMs: ttlMs,
    keep: (entry) => entry !== undefined,
  });
  app.cacheBus.onInvalidate(() => {
    if (cache.size > 0) app.log.debug({ resource }, 'read cache cleared');
    cache.clear();
  });
  // The request filling an entry hands its answer over from onSend; anything else ends the fill.
  const fills = new WeakMap<FastifyRequest, (entry: Entry | undefined) => void>();
  // The validated query and params, not the raw URL: junk query strings must not grow the cache.
  const keyOf = (request: FastifyRequest) =>
    `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}` +
    (request.routeOptions.config.localized ? `|${requestLocale(request)}` : '');
  const applies = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.cacheRead === true && !isStaffRequest(request);

  /**
   * A fresh entry; or, while another request refills an expired one, the expired one (for at
   * most one more TTL), so a burst at expiry does not run the query and compression many times.
   * Writes delete entries outright, so nothing stale outlives a write this way.
   */
  const usable = (key: string) => {
    const found = cache.lookup(key);
    return found && (!found.stale || cache.filling(key)) ? found.value : undefined;
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!applies(request)) return;
    const key = keyOf(request);
    const entry = usable(key);
    if (entry) {
      reply.header('etag', entry.etag);
      if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return sendVariant(request, reply, entry);
    }
    // This request fills the entry, unless another one is at it already. A fill whose data
    // predates a write is not stored (the cache's generation).
    if (cache.filling(key)) return;
    void cache.fill(key, () => new Promise<Entry | undefined>((settle) => fills.set(request, settle)));
    reply.raw.once('close', () => fills.get(request)?.(undefined));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const settle = fills.get(request);
    if (settle === undefined) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      settle(undefined);
      return payload;
    }
    const body = Buffer.from(payload);
    const variants =
      body.length >= COMPRESS_FROM_BYTES ? await compressedVariants(body) : { br: body, gzip: body };
    const cacheControl = reply.getHeader('cache-control');
    const entry: Entry = {
      body,
      ...variants,
      etag: (reply.getHeader('etag') as string | undefined) ?? weakEtag(payload),
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
    };
    settle(entry);
    // The variant computed for the cache goes out now; the compression plugin leaves it alone.
    return variantFor(request, reply, entry);
  });
}

function variantFor(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
  appendVary(reply, 'Accept-Encoding');
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
