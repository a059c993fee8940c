import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheBus } from './cache-bus';
import { compressedVariants, negotiateEncoding } from './compression';

/** A rendered page, as the page layer hands it over for caching. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Entry {
  headers: Record<string, string>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  expires: number;
}

const MAX_ENTRIES = 200;
/** Longer URLs are rendered but never stored: no visitor's link is that long. */
const MAX_KEY_LENGTH = 512;
const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * Paths answered from the cache: every public page except the back office (client-rendered, and
 * never for strangers) and a diary post, whose every read counts a view (the count is shown).
 */
export const isCacheablePath = (path: string) =>
  !/^\/admin(\/|$)/.test(path) && !/^\/dev-diary\/./.test(path);

/**
 * Anonymous public pages are the same for every visitor: each one is rendered once, kept for
 * READ_CACHE_SECONDS with its brotli and gzip variants, and then sent as bytes. Any staff write
 * clears it through the cache bus (here at once, on other instances through Redis). A request
 * carrying credentials never uses it. Concurrent misses of one URL share a single render, so a
 * burst after an invalidation costs one render, not hundreds.
 */
export function createPageCache(options: { ttlMs: number; bus: CacheBus; keyOnHost: boolean }) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<RenderedPage>>();
  options.bus.onInvalidate(() => entries.clear());
  const ttlSeconds = Math.max(1, Math.round(options.ttlMs / 1000));
  const cacheControl = `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

  function applies(request: FastifyRequest) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    // The site keeps staff sessions in the browser and sends them as a bearer token; a request
    // that carries one (or any cookie someone may rely on) gets a fresh render.
    if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) return false;
    return request.url.length <= MAX_KEY_LENGTH && isCacheablePath(request.url.split('?')[0]!);
  }

  /** A fresh entry; or an expired one still inside its grace period, flagged stale. */
  function lookup(key: string): { entry: Entry; stale: boolean } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires >= now) return { entry, stale: false };
    if (entry.expires + options.ttlMs >= now) return { entry, stale: true };
    entries.delete(key);
    return undefined;
  }

  async function store(key: string, page: RenderedPage, generation: number) {
    if (!isStorable(page)) {
      entries.delete(key);
      return;
    }
    const variants = await compressedVariants(page.body);
    // A write landed while this page was rendering: its data may predate the write.
    if (generation !== options.bus.generation) return;
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, {
      headers: page.headers,
      body: page.body,
      ...variants,
      // Up to a fifth earlier than the TTL, at random: pages filled together (after a write, or
      // at start) then expire apart instead of all re-rendering in the same instant.
      expires: Date.now() + options.ttlMs * (0.8 + 0.2 * Math.random()),
    });
  }

  /** One render per URL at a time; every caller of that URL meanwhile shares its result. */
  function renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    let pending = inFlight.get(key);
    if (pending) return pending;
    const generation = options.bus.generation;
    pending = render().then(async (page) => {
      await store(key, page, generation);
      return page;
    });
    inFlight.set(key, pending);
    const done = () => void inFlight.delete(key);
    pending.then(done, done);
    return pending;
  }

  // Returns true, not the reply: a reply is a thenable, and awaiting it waits for the socket.
  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    cache: 'HIT' | 'STALE' | 'MISS',
  ): true {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.headers(entry.headers);
    reply.header('cache-control', cacheControl);
    reply.header('vary', 'Accept-Encoding');
    reply.header('x-page-cache', cache);
    if (encoding) reply.header('content-encoding', encoding);
    reply.code(200).send(encoding ? entry[encoding] : entry.body);
    return true;
  }

  /**
   * Answers from the cache, or renders (once for all concurrent callers of the URL), stores a
   * 200 and sends it. Returns false when the request does not qualify: the caller renders.
   */
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<RenderedPage>,
  ): Promise<boolean> {
    if (!applies(request)) return false;
    // Without PUBLIC_URL, absolute links in a page come from the Host header: one entry per host,
    // so a forged Host never reaches other visitors.
    const key = options.keyOnHost ? `${request.host}${request.url}` : request.url;
    const found = lookup(key);
    if (found?.stale && request.method === 'GET') {
      // Expired by time only (writes delete entries outright): the old page goes out while one
      // render replaces it, so visitors never queue behind a re-render. Bounded by one more TTL.
      renderOnce(key, render).catch((error: unknown) =>
        request.log.error({ err: error }, 'page cache: background render failed'),
      );
    }
    if (found) return send(request, reply, found.entry, found.stale ? 'STALE' : 'HIT');
    // HEAD renders no body, so it can neither fill the cache nor wait on a GET's render.
    if (request.method === 'HEAD') return false;

    const page = await renderOnce(key, render);
    const stored = entries.get(key);
    if (stored) return send(request, reply, stored, 'MISS');
    // Not cacheable (an error page, or a write landed meanwhile): send this render as it is.
    reply.headers(page.headers);
    reply.header('x-page-cache', 'MISS');
    reply.code(page.status).send(page.body);
    return true;
  }

  return { serve, applies, size: () => entries.size };
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
 * 'self' and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || content === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
