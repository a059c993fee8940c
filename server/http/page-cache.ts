import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../cache/ttl-cache';
import type { CacheBus } from './cache-bus';
import { compressedVariants, negotiateEncoding } from './compression';

/** A rendered page, as the page layer hands it over for caching. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A render as kept: a storable one carries its brotli and gzip variants. */
interface Entry extends RenderedPage {
  br?: Buffer;
  gzip?: Buffer;
}

const MAX_ENTRIES = 200;
/** Longer URLs are rendered but never stored: no visitor's link is that long. */
const MAX_KEY_LENGTH = 512;
const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * Anonymous public pages are the same for every visitor: each one is rendered once, kept for
 * READ_CACHE_SECONDS with its brotli and gzip variants, and then sent as bytes. Any staff write
 * clears it through the cache bus (here at once, on other instances through Redis). A request
 * carrying credentials never uses it. Concurrent misses of one URL share a single render, so a
 * burst after an invalidation costs one render, not hundreds.
 */
export function createPageCache(options: { ttlMs: number; bus: CacheBus; keyOnHost: boolean }) {
  const cache = new TtlCache<string, Entry>({
    ttlMs: options.ttlMs,
    maxEntries: MAX_ENTRIES,
    // Past its lifetime a page may go out once more while one render replaces it (see serve).
    staleMs: options.ttlMs,
    // Pages filled together (after a write, or at start) then expire apart.
    jitter: 0.2,
    keep: (entry) => entry.br !== undefined,
  });
  options.bus.onInvalidate(() => cache.clear());
  const ttlSeconds = Math.max(1, Math.round(options.ttlMs / 1000));
  const cacheControl = `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

  function applies(request: FastifyRequest, cacheable: boolean) {
    if (!cacheable || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    // The site keeps staff sessions in the browser and sends them as a bearer token; a request
    // that carries one (or any cookie someone may rely on) gets a fresh render.
    if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) return false;
    return request.url.length <= MAX_KEY_LENGTH;
  }

  /** One render per URL at a time (the cache's fill); a storable one gets its variants. */
  function renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<Entry> {
    return cache.fill(key, async () => {
      const page = await render();
      return isStorable(page) ? { ...page, ...(await compressedVariants(page.body)) } : page;
    });
  }

  // Returns true, not the reply: a reply is a thenable, and awaiting it waits for the socket.
  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    status: 'HIT' | 'STALE' | 'MISS',
  ): true {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.headers(entry.headers);
    reply.header('cache-control', cacheControl);
    reply.header('vary', 'Accept-Encoding');
    reply.header('x-page-cache', status);
    if (encoding) reply.header('content-encoding', encoding);
    reply.code(200).send((encoding && entry[encoding]) || entry.body);
    return true;
  }

  /**
   * Answers from the cache, or renders (once for all concurrent callers of the URL), stores a
   * 200 and sends it. Returns false when the request does not qualify: the caller renders.
   * `cacheable` is the route's (server/http/route-facts.ts).
   */
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheable: boolean,
    render: () => Promise<RenderedPage>,
  ): Promise<boolean> {
    if (!applies(request, cacheable)) return false;
    // Without PUBLIC_URL, absolute links in a page come from the Host header: one entry per host,
    // so a forged Host never reaches other visitors.
    const key = options.keyOnHost ? `${request.host}${request.url}` : request.url;
    const found = cache.lookup(key);
    if (found?.stale && request.method === 'GET') {
      // Expired by time only (writes delete entries outright): the old page goes out while one
      // render replaces it, so visitors never queue behind a re-render. Bounded by one more TTL.
      renderOnce(key, render).catch((error: unknown) =>
        request.log.error({ err: error }, 'page cache: background render failed'),
      );
    }
    if (found) return send(request, reply, found.value, found.stale ? 'STALE' : 'HIT');
    // HEAD renders no body, so it can neither fill the cache nor wait on a GET's render.
    if (request.method === 'HEAD') return false;

    const page = await renderOnce(key, render);
    if (cache.get(key) === page) return send(request, reply, page, 'MISS');
    // Not cacheable (an error page, or a write landed meanwhile): send this render as it is.
    reply.headers(page.headers);
    reply.header('x-page-cache', 'MISS');
    reply.code(page.status).send(page.body);
    return true;
  }

  return { serve };
}

/** Only a plain 200 is shared: never a page that sets a cookie or asks not to be stored. */
const isStorable = (page: RenderedPage) =>
  page.status === 200 &&
  page.headers['set-cookie'] === undefined &&
  !/no-store|private/.test(page.headers['cache-control'] ?? '');

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The sha256 sources of a page's inline scripts, for a CSP that needs no nonce: a nonce in a
 * cached page would be served to every visitor, which defeats it. External scripts come from
 * 'self' and need none. `latin1` reads a page's bytes one character each (server/web.ts): the
 * hash is then over the bytes as sent, as a browser computes it.
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || content === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, encoding).digest('base64')}'`);
  }
  return [...hashes];
}
